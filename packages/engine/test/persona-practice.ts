import {
  type CharacterProfile,
  type ConversationTurn,
  LocalPersonaEngine,
  normaliseSentence,
  sentencesOf,
} from '../src/index.js';

/** One rehearsal of the local persona: who it is, the session's emotion and scenario, the coach's turns. */
export interface PracticeScript {
  profile: CharacterProfile;
  emotion: string;
  scenario: string;
  coach: readonly string[];
  difficulty?: 'easy' | 'hard';
}

const engine = new LocalPersonaEngine();

/**
 * Plays the coach's turns through the local persona as practice `session` (the server names them
 * `<id>-practice-N`, `reply-jobs.ts`): the avatar's replies, their sentences (normalised, as the
 * benches count them) and the relationship frame of each turn's state.
 */
export async function practise(
  script: PracticeScript,
  session: string,
): Promise<{ replies: string[]; sentences: string[]; frames: string[] }> {
  const conversation: ConversationTurn[] = [];
  const frames: string[] = [];
  for (const message of script.coach) {
    const { text, state } = await engine.reply({
      profile: script.profile,
      emotion: script.emotion,
      scenarioPrompt: script.scenario,
      conversation,
      message,
      session,
      ...(script.difficulty ? { difficulty: script.difficulty } : {}),
    });
    frames.push(state?.case.coach.frame ?? '');
    conversation.push({ role: 'user', content: message }, { role: 'assistant', content: text });
  }
  const replies = conversation.filter((t) => t.role === 'assistant').map((t) => t.content);
  return { replies, sentences: replies.flatMap(sentencesOf).map(normaliseSentence), frames };
}
