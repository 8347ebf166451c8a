import type { Scenario } from '@rebond/sdk';

/**
 * What the persona reads of a session's structured scenario, for its replies and its summary alike:
 * how hard it makes the conversation and who it is to the coach. Sessions with a free-text scenario
 * (or none) give nothing, and the persona keeps its defaults.
 */
export const scenarioSettings = (scenario: Scenario | null | undefined) =>
  scenario ? { difficulty: scenario.difficulty, relationship: scenario.relationship } : {};
