/** The scenario as prose in `session_specific_prompt`: written from the create-session form, read back for the session page. */
import type { CreateSessionFormValues, EmotionalTone, SessionDifficulty } from '@rebond/ui';

const RELATIONSHIP_TEXT: Record<CreateSessionFormValues['relationshipType'], string> = {
  parent: "the coach's parent",
  partner: "the coach's partner",
  boss: "the coach's boss",
  friend: "the coach's friend",
  family: "a member of the coach's family",
  colleague: "the coach's colleague",
  other: 'someone the coach knows',
};

const TONE_TEXT: Record<EmotionalTone, string> = {
  empathetic: 'Speak with feeling: you are hurt and want to be understood.',
  direct: 'Speak plainly and to the point, without softening what you mean.',
  supportive: 'Be warm and open; you want this conversation to go well.',
  neutral: 'Stay calm and even; show little emotion.',
  challenging: 'Push back: question what the coach says and defend your position.',
};

const DIFFICULTY_TEXT: Record<SessionDifficulty, string> = {
  easy: 'Difficulty easy: you are open to the coach and let yourself be reassured quickly.',
  medium: 'Difficulty medium: you need good reasons before you change your mind.',
  hard: 'Difficulty hard: you resist, interrupt, bring up old grievances and rarely give ground.',
};

/**
 * The scenario the persona engine plays (`session_specific_prompt`), composed from the form: title,
 * description, who the avatar is to the coach, the context, the tone and the difficulty.
 */
export function composeScenarioPrompt(values: CreateSessionFormValues): string {
  return [
    `Title: ${values.sessionTitle}`,
    values.sessionDescription,
    `You are ${RELATIONSHIP_TEXT[values.relationshipType]}.`,
    `Context: ${values.context}`,
    TONE_TEXT[values.emotionalTone],
    DIFFICULTY_TEXT[values.difficulty],
  ].join('\n');
}

/**
 * What the coach chose, read back from a session's prompt for the session page's banner: the
 * title and description of a prompt `composeScenarioPrompt` wrote, else the prompt as the coach
 * typed it (the session wizard's free scenario). Null without a prompt.
 */
export function readScenario(
  prompt: string | null | undefined,
): { title: string | null; description: string | null } | null {
  const text = prompt?.trim();
  if (!text) return null;
  const [first = '', second = ''] = text.split('\n');
  if (!first.startsWith('Title: ')) return { title: null, description: text };
  const description = second.trim();
  return {
    title: first.slice('Title: '.length).trim() || null,
    description: description && !description.startsWith('You are ') ? description : null,
  };
}
