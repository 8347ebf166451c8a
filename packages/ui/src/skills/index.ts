export { type SkillMessages, skillsCatalogue, useSkillMessages } from './messages';
export { ScorecardPanel, type ScorecardPanelProps } from './scorecard-panel';
export { SkillChip, type SkillChipProps, type SkillKind, skillChipVariants, skillKind } from './skill-chip';
export { SkillTrendChart, type SkillTrendChartProps } from './skill-trend-chart';
export { TranscriptForm, type TranscriptFormProps } from './transcript-form';
