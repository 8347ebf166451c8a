/**
 * The persona evaluation harness: ten scripted coach conversations of eight turns over different
 * profiles, emotions, difficulties and scenarios, run through any `ReplyWriter`, and the measures
 * a rehearsal partner must meet. Used by `test/persona-eval.test.ts` and `bench/persona.bench.ts`.
 */
import {
  type CharacterProfile,
  type CoachIntent,
  type ConversationTurn,
  contentWords,
  type Difficulty,
  dialogueState,
  FACILITATOR_PHRASES,
  normaliseSentence,
  type ReplyWriter,
  sentencesOf,
  stem,
} from '../src/index.js';

/** One scripted session. */
export interface PersonaScript {
  id: string;
  profile: CharacterProfile;
  emotion: string;
  difficulty?: Difficulty;
  scenario: string;
  coach: string[];
}

const ROBERT: CharacterProfile = {
  name: 'Robert',
  age: '58',
  role_occupation: 'Retired electrician',
  relationship_to_user: 'Father',
  personality_keywords: 'proud, stubborn, defensive',
  character_traits: 'pushes back hard, hates being criticised',
  emotional_responses: { angry_defensive: 'Raises his voice and deflects blame' },
};
const THANKSGIVING =
  "Robert, 58, is the coach's father. At Thanksgiving last year he had two beers and shouted at his daughter's new partner in front of the whole family. Since then they have barely spoken. The coach wants to tell him how much it hurt.";

/** Ten sessions: questions, reflections, advice, apologies, pressure and warmth in different mixes. */
export const PERSONA_SCRIPTS: readonly PersonaScript[] = [
  {
    id: 'robert-normal-warm',
    profile: ROBERT,
    emotion: 'normal',
    scenario: THANKSGIVING,
    coach: [
      'Hi Dad, thanks for coming.',
      'I wanted to talk about Thanksgiving.',
      'It sounds like you felt attacked that night.',
      'What happened from your side?',
      'I am not blaming you, I just want you to hear how it felt for me.',
      'I felt embarrassed in front of everyone.',
      'I appreciate you listening to me.',
      'Can we try again at Christmas?',
    ],
  },
  {
    id: 'robert-anger-hard-pressure',
    profile: ROBERT,
    emotion: 'anger',
    difficulty: 'hard',
    scenario: THANKSGIVING,
    coach: [
      'You were drunk at Thanksgiving.',
      'You always do this!',
      'You should stop drinking.',
      'Did you have more than two beers?',
      'Are you going to apologise?',
      'Do you even care?',
      'It sounds like you are scared of looking weak.',
      'You must feel really cornered right now.',
    ],
  },
  {
    id: 'anna-sadness-caregiver',
    profile: {
      name: 'Anna',
      age: '41',
      role_occupation: 'Nurse',
      relationship_to_user: 'Sister',
      personality_keywords: 'loyal, exhausted, private',
      emotional_responses: { sad_grieving: 'Goes quiet and withdraws' },
    },
    emotion: 'sadness',
    scenario:
      'Anna has cared for their mother alone for two years since the diagnosis. Last month she missed her own birthday dinner because of a night shift. The coach, her brother, moved abroad.',
    coach: [
      'Hi Anna.',
      'How are you feeling these days?',
      'It sounds like you are exhausted.',
      'I am sorry I left you alone with all of this.',
      'You should take a break, maybe hire someone.',
      'What would help you the most right now?',
      'You have done so much for Mum.',
      'Can I come home next month to help?',
    ],
  },
  {
    id: 'lea-fear-medication-error',
    profile: {
      name: 'Lea',
      age: '29',
      role_occupation: 'Nurse',
      relationship_to_user: 'Colleague',
      personality_keywords: 'conscientious, anxious, perfectionist',
      emotional_responses: { anxious_overwhelmed: 'Overthinks and rambles' },
    },
    emotion: 'fear',
    scenario:
      'You are Lea, a nurse who made a medication error at work last week. Your manager Sandra called you into her office on Monday. The coach is a senior colleague.',
    coach: [
      'Hey Lea, do you have a minute?',
      'What happened with the medication error?',
      'You seem really worried about it.',
      'Did Sandra say anything about your job?',
      'Have you told anyone else?',
      'Are you sleeping at all?',
      'I think you handled it honestly, that took courage.',
      'What do you need from me this week?',
    ],
  },
  {
    id: 'tom-contempt-loan',
    profile: {
      name: 'Tom',
      age: '45',
      role_occupation: 'Restaurant owner',
      relationship_to_user: 'Brother',
      personality_keywords: 'charming, evasive, dismissive',
      emotional_responses: { hostile_dismissive: 'Cold, rolls his eyes, changes the subject' },
    },
    emotion: 'contempt',
    scenario:
      'My brother Tom borrowed 5000 euros from me three years ago for his restaurant and never paid it back. I want to bring it up before Christmas dinner.',
    coach: [
      'Tom, can we talk about the money?',
      'You never paid back the 5000 euros.',
      'Why do you keep avoiding it?',
      'You need to set up a payment plan.',
      'I am sorry, that came out harsh.',
      'It sounds like the restaurant has been a real struggle.',
      'How is the restaurant doing these days?',
      'I miss how close we used to be.',
    ],
  },
  {
    id: 'maya-anger-easy-teen',
    profile: {
      name: 'Maya',
      age: '16',
      role_occupation: 'High school student',
      relationship_to_user: 'Daughter',
      personality_keywords: 'sharp, sensitive, independent',
    },
    emotion: 'anger',
    difficulty: 'easy',
    scenario:
      'Maya, 16, failed her maths exam and the coach, her mother, took her phone away on Friday. Maya feels treated like a child.',
    coach: [
      'Maya, can we talk?',
      'It sounds like you feel treated like a child.',
      'What was the exam like for you?',
      'I am sorry I took the phone without talking to you first.',
      'You work really hard, I know that.',
      'Did you study with your friends?',
      'How could we handle this differently next time?',
      'I love you, you know.',
    ],
  },
  {
    id: 'david-surprise-review',
    profile: {
      name: 'David',
      age: '38',
      role_occupation: 'Sales manager',
      relationship_to_user: 'Employee',
      personality_keywords: 'ambitious, friendly, talkative',
    },
    emotion: 'surprise',
    scenario:
      'David just heard at his performance review on Tuesday that his team missed its targets for two quarters. The coach is his director and has to tell him the team will be merged.',
    coach: [
      'Good morning David.',
      'How did the performance review feel for you?',
      'The team will be merged with another one.',
      'You seem shocked.',
      'What worries you most?',
      'You should update your plans for next quarter.',
      'Do you want to tell your team yourself?',
      'You have built a great team, that will not be lost.',
    ],
  },
  {
    id: 'grace-sadness-widow',
    profile: {
      name: 'Grace',
      age: '67',
      role_occupation: 'Retired teacher',
      relationship_to_user: 'Mother',
      personality_keywords: 'gentle, proud, lonely',
    },
    emotion: 'sadness',
    difficulty: 'hard',
    scenario:
      'Grace lost her husband Peter six months ago. Since the funeral she rarely leaves the house and has stopped going to her book club.',
    coach: [
      'Hi Mum.',
      'How have you been since the funeral?',
      'You must miss Dad terribly.',
      'You should go back to the book club.',
      'I am sorry I have not visited more.',
      'What do you miss most about him?',
      'Do you eat properly?',
      'You were so strong for all of us.',
    ],
  },
  {
    id: 'sam-happiness-promotion',
    profile: {
      name: 'Sam',
      age: '33',
      role_occupation: 'Software engineer',
      relationship_to_user: 'Friend',
      personality_keywords: 'cheerful, generous, a bit scattered',
    },
    emotion: 'happiness',
    scenario:
      'Sam just got a promotion and is planning a party on Saturday, but forgot the coach’s wedding last month and never apologised.',
    coach: [
      'Hey Sam, congratulations on the promotion!',
      'Tell me about the new job.',
      'I felt hurt that you missed my wedding.',
      'Did you even notice I was upset?',
      'It sounds like you have been overwhelmed.',
      'You could have sent a message at least.',
      'What made you forget?',
      'Thanks for hearing me out.',
    ],
  },
  {
    id: 'karl-normal-hard-deadline',
    profile: {
      name: 'Karl',
      age: '50',
      role_occupation: 'Project lead',
      relationship_to_user: 'Colleague',
      personality_keywords: 'blunt, controlling, hard-working',
      character_traits: 'defensive when questioned',
    },
    emotion: 'normal',
    difficulty: 'hard',
    scenario:
      'Karl missed the project deadline on Friday and blamed the coach in the meeting on Monday in front of the client.',
    coach: [
      'Karl, I want to talk about the meeting on Monday.',
      'Did you blame me in front of the client?',
      'Was that fair?',
      'Do you think I caused the delay?',
      'Are you going to correct it?',
      'You need to tell the client the truth.',
      'It sounds like you were under a lot of pressure.',
      'I appreciate how much you carry on this project.',
    ],
  },
];

/** The intents that push, and those that should bring resistance down. */
const PRESSURE: CoachIntent[] = ['confrontation', 'advice'];
const WARMTH: CoachIntent[] = ['reflection', 'apology', 'affirmation'];

/** What one script gave. */
export interface ScriptResult {
  id: string;
  replies: string[];
  /** Sentences said more than once in the session. */
  repeated: string[];
  /** Replies that share a content word with the coach's turn or a detail of the scenario. */
  grounded: number;
  /** Facilitator phrases said by a character that is hostile or defensive. */
  facilitator: string[];
  /** Replies of a hostile or defensive character that end with a question. */
  questionEndings: number;
  hostile: boolean;
  /** Resistance change on turns whose main move was pressure / warmth. */
  pressureDeltas: number[];
  warmthDeltas: number[];
  trajectory: number[];
  /** Replies that fell back to the local persona (model writers). */
  fallbacks: number;
  ms: number;
}

const stems = (text: string) => new Set(contentWords(text).map(stem));

/**
 * The grounding measure: a reply counts when one of its content words (stemmed) is one of the
 * coach's turn's, or when it names a detail of the scenario (its text, or a stemmed content word of it).
 */
export function grounded(
  reply: string,
  coachTurn: string,
  scenarioFacts: { text: string; words: string[] }[],
): boolean {
  const r = stems(reply);
  for (const w of stems(coachTurn)) if (r.has(w)) return true;
  const lower = reply.toLowerCase();
  return scenarioFacts.some(
    (f) => lower.includes(f.text.toLowerCase()) || f.words.some((w) => r.has(stem(w))),
  );
}

/** Runs one script through a writer (as one practice of a coach's, when `session` names it). */
export async function runScript(
  writer: ReplyWriter,
  script: PersonaScript,
  session?: string,
): Promise<ScriptResult> {
  const conversation: ConversationTurn[] = [];
  const replies: string[] = [];
  let fallbacks = 0;
  const start = performance.now();
  for (const message of script.coach) {
    const result = await writer.reply({
      profile: script.profile,
      emotion: script.emotion,
      scenarioPrompt: script.scenario,
      conversation,
      message,
      ...(script.difficulty ? { difficulty: script.difficulty } : {}),
      ...(session ? { session } : {}),
    });
    if (result.fallback) fallbacks++;
    replies.push(result.text);
    conversation.push({ role: 'user', content: message }, { role: 'assistant', content: result.text });
  }
  const ms = performance.now() - start;
  const state = dialogueState({
    profile: script.profile,
    emotion: script.emotion,
    scenarioPrompt: script.scenario,
    conversation,
    ...(script.difficulty ? { difficulty: script.difficulty } : {}),
  });
  const seen = new Map<string, number>();
  for (const reply of replies)
    for (const s of sentencesOf(reply)) {
      const n = normaliseSentence(s);
      seen.set(n, (seen.get(n) ?? 0) + 1);
    }
  const facts = state.scenario.facts;
  const pressureDeltas: number[] = [];
  const warmthDeltas: number[] = [];
  state.coachTurns.forEach((turn, i) => {
    const delta = turn.resistance - (state.trajectory[i] ?? turn.resistance);
    if (PRESSURE.includes(turn.move.primary)) pressureDeltas.push(delta);
    else if (WARMTH.includes(turn.move.primary)) warmthDeltas.push(delta);
  });
  // Hostile at the time of each reply: the state before that reply.
  let hostileAny = false;
  let questionEndings = 0;
  const facilitator: string[] = [];
  replies.forEach((reply, i) => {
    const before = dialogueState({
      profile: script.profile,
      emotion: script.emotion,
      scenarioPrompt: script.scenario,
      conversation: conversation.slice(0, i * 2),
      message: script.coach[i] ?? '',
      ...(script.difficulty ? { difficulty: script.difficulty } : {}),
    });
    if (!before.hostile) return;
    hostileAny = true;
    if (/\?\s*["”]?$/.test(reply)) questionEndings++;
    for (const re of FACILITATOR_PHRASES) if (re.test(reply)) facilitator.push(reply);
  });
  return {
    id: script.id,
    replies,
    repeated: [...seen.entries()].filter(([, n]) => n > 1).map(([s]) => s),
    grounded: replies.filter((r, i) => grounded(r, script.coach[i] ?? '', facts)).length,
    facilitator,
    questionEndings,
    hostile: hostileAny,
    pressureDeltas,
    warmthDeltas,
    trajectory: state.trajectory,
    fallbacks,
    ms,
  };
}

/** Totals over all scripts. */
export interface EvalSummary {
  scripts: number;
  replies: number;
  repeatedSentences: number;
  groundedRate: number;
  facilitatorHits: number;
  hostileQuestionEndings: number;
  meanPressureDelta: number;
  meanWarmthDelta: number;
  fallbacks: number;
  msPerReply: number;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Runs every script and totals the measures. */
export async function evaluateWriter(
  writer: ReplyWriter,
  scripts: readonly PersonaScript[] = PERSONA_SCRIPTS,
): Promise<{ results: ScriptResult[]; summary: EvalSummary }> {
  const results: ScriptResult[] = [];
  for (const script of scripts) results.push(await runScript(writer, script));
  const replies = results.reduce((n, r) => n + r.replies.length, 0);
  return {
    results,
    summary: {
      scripts: results.length,
      replies,
      repeatedSentences: results.reduce((n, r) => n + r.repeated.length, 0),
      groundedRate: results.reduce((n, r) => n + r.grounded, 0) / Math.max(1, replies),
      facilitatorHits: results.reduce((n, r) => n + r.facilitator.length, 0),
      hostileQuestionEndings: results.reduce((n, r) => n + r.questionEndings, 0),
      meanPressureDelta: mean(results.flatMap((r) => r.pressureDeltas)),
      meanWarmthDelta: mean(results.flatMap((r) => r.warmthDeltas)),
      fallbacks: results.reduce((n, r) => n + r.fallbacks, 0),
      msPerReply: results.reduce((n, r) => n + r.ms, 0) / Math.max(1, replies),
    },
  };
}

/** What a coach who practises each script three times hears: sentences over the three practices. */
export interface PracticeFigures {
  sentences: number;
  /** Distinct sentences of each script over its three practices, summed. */
  distinct: number;
  /** Sentences said in two or three practices of the same script, with the script. */
  recurring: string[];
}

/** Runs every script as three practices named as the server names them (`practice-N`, `reply-jobs.ts`). */
export async function acrossPractices(
  writer: ReplyWriter,
  scripts: readonly PersonaScript[] = PERSONA_SCRIPTS,
): Promise<PracticeFigures> {
  let sentences = 0;
  let distinct = 0;
  const recurring: string[] = [];
  for (const script of scripts) {
    const seen = new Map<string, number>();
    for (const practice of [0, 1, 2]) {
      const { replies } = await runScript(writer, script, `${script.id}-practice-${practice}`);
      const mine = replies.flatMap(sentencesOf).map(normaliseSentence);
      sentences += mine.length;
      for (const s of new Set(mine)) seen.set(s, (seen.get(s) ?? 0) + 1);
    }
    distinct += seen.size;
    for (const [s, n] of seen) if (n >= 2) recurring.push(`${script.id}: ${s}`);
  }
  return { sentences, distinct, recurring };
}
