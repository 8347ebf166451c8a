/**
 * The words of a case formulation (what a practice client knows about itself before the first
 * line): who the coach is to the client, the stages of change, and how deep a fact sits. The
 * contract's `CaseFormulation` schema, the portal's review form and the persona engine read them here.
 */

/** Who the coach is to the client: a professional (the default), a relative, or someone at work. */
export const CASE_FRAMES = ['counselling', 'family', 'work'] as const;
export type CaseFrame = (typeof CASE_FRAMES)[number];

/** Prochaska and DiClemente's stages of change, in their order. */
export const STAGES_OF_CHANGE = [
  'precontemplation',
  'contemplation',
  'preparation',
  'action',
  'maintenance',
] as const;
export type StageOfChange = (typeof STAGES_OF_CHANGE)[number];

/** How the client talks: a teenager short and informal, an adult plainly. */
export const CASE_VOICES = ['teen', 'adult'] as const;
export type CaseVoice = (typeof CASE_VOICES)[number];

/**
 * How much trust a fact needs before the client tells it: 0, to anyone; 1, once there is some
 * trust; 2, only when the client is open.
 */
export const DISCLOSURE_DEPTHS = [0, 1, 2] as const;
export type DisclosureDepth = (typeof DISCLOSURE_DEPTHS)[number];

/** The genders a formulation knows (left out when the profile does not say). */
export const CASE_GENDERS = ['male', 'female'] as const;
export type CaseGender = (typeof CASE_GENDERS)[number];
