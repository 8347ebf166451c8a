import type { SkillTrendPoint } from '@rebond/sdk';
import { type HeadingLevel, SkillTrendChart } from '@rebond/ui';
import { useEffect, useState } from 'react';
import { api } from '../api';

export interface SkillTrendPanelProps {
  /** @default 2 */
  headingLevel?: HeadingLevel;
}

/** Progress over time: the user's skill trend (`GET /skills/trend`) as small charts; nothing while it loads or fails. */
export function SkillTrendPanel({ headingLevel = 2 }: SkillTrendPanelProps) {
  const [points, setPoints] = useState<SkillTrendPoint[] | null>(null);
  useEffect(() => {
    let live = true;
    api.skills.trend().then(
      (trend) => live && setPoints(trend),
      () => live && setPoints(null),
    );
    return () => {
      live = false;
    };
  }, []);
  return points ? <SkillTrendChart points={points} headingLevel={headingLevel} /> : null;
}
