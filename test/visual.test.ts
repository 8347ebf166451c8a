/**
 * The visual check: every story of the static Storybook in the light theme, and the first story of
 * each component in the dark and high-contrast themes, against the baselines committed in
 * test/visual/baselines (scripts/visual/visual.mjs). A difference fails here; the diff and the new
 * image are written to test-results/visual. `npm run visual:update` accepts the new look.
 */
import { describe, expect, it } from 'vitest';
import { runVisual } from '../scripts/visual/visual.mjs';

describe('the look of every story', () => {
  it('matches the committed baselines', async () => {
    const { count, failures } = await runVisual({ log: () => undefined });
    expect(count).toBeGreaterThan(250);
    expect(failures.map((failure) => `${failure.theme} ${failure.id}: ${failure.reason}`)).toEqual([]);
  }, 1_200_000);
});
