import type { SkillCode } from '../skills/types.js';

/** A coach turn's MITI code, as the skill coder gives it. */
export interface CoachSkill {
  code: SkillCode;
  /** Advice only: whether permission was there first. */
  with_permission?: boolean;
}
