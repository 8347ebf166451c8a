import { type HeadingLevel, SkillTrendChart } from '@rebond/ui';
import { useSkillTrend } from '../data/skills';

export interface SkillTrendPanelProps {
  /** @default 2 */
  headingLevel?: HeadingLevel;
}

/** Progress over time: the user's skill trend (`GET /skills/trend`) as small charts; nothing while it loads or fails. */
export function SkillTrendPanel({ headingLevel = 2 }: SkillTrendPanelProps) {
  const trend = useSkillTrend();
  return trend.data ? <SkillTrendChart points={trend.data} headingLevel={headingLevel} /> : null;
}
