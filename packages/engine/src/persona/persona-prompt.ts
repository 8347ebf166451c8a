/**
 * What a language model gets and what it may give back. The persona prompt is written from the
 * same dialogue state as the local persona (profile, scenario, emotion and its intensity,
 * difficulty, resistance, what the coach just did), and every model answer goes through
 * `sanitizeReply`: stage directions stripped, length capped, facilitator phrasing and sentences
 * already said dropped, and an answer that leaves the character (AI talk, clinical advice) refused.
 */

import { toEmotion } from '../types.js';
import { buildCaseFormulation } from './case-formulation.js';
import { RELATIVE_LINES } from './case-lines.js';
import type { CoachIntent } from './coach-move.js';
import type { DialogueState } from './dialogue-state.js';
import { normaliseSentence, sentencesOf } from './dialogue-state.js';
import { FACILITATOR_PHRASES } from './lines.js';
import { type CharacterProfile, parseProfile } from './profile.js';
import { namedStory } from './story-topics.js';

const LABELS: Record<string, string> = {
  name: 'Name',
  age: 'Age',
  talking_language: 'Language',
  gender_identity: 'Gender identity',
  voice_style: 'Voice style',
  base_emotional_tone: 'Base emotional tone',
  personality_keywords: 'Personality',
  role_occupation: 'Role / occupation',
  accent_language_style: 'Accent and language style',
  relationship_to_user: 'Relationship to the user',
  background_story: 'Background',
  character_traits: 'Traits',
};

/** Turns the character profile, emotion and scenario into the system prompt used by chat models. */
export function buildSystemPrompt(
  profileInput: CharacterProfile | string,
  emotionInput?: string,
  scenario?: string | null,
): string {
  const p = parseProfile(profileInput);
  const emotion = toEmotion(emotionInput);
  const lines = [
    `You are ${p.name ?? buildCaseFormulation(profileInput, scenario).name ?? 'a character'} in a role-play that helps a coach or therapist rehearse a difficult conversation.`,
    'Stay in character at all times. Answer in 1 to 4 spoken sentences, as you would say them out loud: no stage directions, no lists, no markdown.',
    'React to what the coach just said (their topic, questions, empathy or pressure). Never repeat an earlier reply word for word.',
    p.talking_language ? `Speak ${p.talking_language}.` : '',
    '',
    'Character profile:',
  ];
  for (const [key, label] of Object.entries(LABELS)) {
    const value = p[key as keyof CharacterProfile];
    if (typeof value === 'string' && value) lines.push(`- ${label}: ${value}`);
  }
  const er = p.emotional_responses ?? {};
  const tb = p.topic_behaviors ?? {};
  if (Object.keys(er).length) {
    lines.push('', 'How you react emotionally:');
    for (const [k, v] of Object.entries(er)) if (v) lines.push(`- ${k.replace(/_/g, ' / ')}: ${v}`);
  }
  if (Object.keys(tb).length) {
    lines.push('', 'How you handle topics:');
    for (const [k, v] of Object.entries(tb)) if (v) lines.push(`- ${k.replace(/_/g, ' ')}: ${v}`);
  }
  lines.push(
    '',
    `In this session you feel ${emotion === 'normal' ? 'your base emotional tone' : emotion}; stay consistent with it, softening only if the coach earns it.`,
  );
  if (scenario?.trim()) lines.push('', `Scenario: ${scenario.trim()}`);
  return lines.filter((l, i, all) => !(l === '' && all[i - 1] === '')).join('\n');
}

const MOVE_WORDS: Record<CoachIntent, string> = {
  greeting: 'greeted you',
  farewell: 'is saying goodbye',
  open_question: 'asked you an open question: answer it',
  closed_question: 'asked you a yes/no question: answer it, briefly',
  reflection: 'reflected back what you feel: react to whether they got it right',
  advice: 'gave you advice you did not ask for',
  apology: 'apologised: accept it or doubt it, as your resistance dictates',
  affirmation: 'said something appreciative about you',
  confrontation: 'confronted or accused you',
  collaboration: 'asked for your ideas or offered to work it out with you: say what you think',
  autonomy: 'said the choice is yours: take it seriously, say where you stand',
  feeling: 'told you how they feel: respond to their feeling, it is about them, not you',
  affection: 'said they love, miss or are proud of you: answer warmly or awkwardly, as your character would',
  statement: 'made a statement',
};

const resistanceWords = (r: number) =>
  r >= 0.8
    ? 'very high: you push back on almost everything and give little away'
    : r >= 0.6
      ? 'high: you are defensive and guarded'
      : r >= 0.4
        ? 'moderate: you are wary but willing to answer'
        : r >= 0.25
          ? 'low: you are starting to open up and admit things'
          : 'very low: you are open and honest';

const DISCLOSE: Record<DialogueState['stance'], string> = {
  closed: 'say almost nothing personal: deflect, minimise, answer in a few words',
  guarded: 'give surface facts (what, how much, how often), hedged and played down, but no feelings or fears',
  opening: 'give facts plainly and start to admit a feeling or a reason to change',
  open: 'say what you feel and fear, and the thing you were ashamed to say',
};

/**
 * The case formulation as the model reads it: who the client is, who the coach is to them, the
 * story in the client's own words, the reasons on both sides, and what trust allows said now.
 */
export function caseLines(state: DialogueState): string[] {
  const f = state.case;
  const who = [
    state.character.name !== 'the avatar' ? state.character.name : '',
    f.age !== undefined ? `${f.age}` : '',
    f.gender ?? '',
    f.role ?? '',
  ]
    .filter(Boolean)
    .join(', ');
  const frame =
    f.coach.frame === 'counselling'
      ? `The coach is your ${f.coach.role}: a professional you may or may not trust. Never talk to them as to a relative, a friend or a guest (no "you never listen to me", no "come on in").`
      : `The coach plays ${f.coach.role} in this scenario: talk to them as such.`;
  const list = (title: string, items: readonly string[]) =>
    items.length ? ['', title, ...items.map((i) => `- ${i}.`)] : [];
  return [
    '',
    'Your case (everything you say comes from it; never invent other facts):',
    who ? `- You: ${who}${f.traits.length ? `; ${f.traits.join(', ')}` : ''}.` : '',
    `- ${frame}`,
    f.people.length
      ? `- People in your life: ${f.people.map((p) => [p.relation, p.name, p.age !== undefined ? `(${p.age})` : ''].filter(Boolean).join(' ')).join('; ')}.`
      : '',
    f.target
      ? `- What the session is about: your ${f.target}. Stage of change: ${f.stage}.`
      : `- Stage of change: ${f.stage}.`,
    f.voice === 'teen'
      ? '- You are a teenager: short, informal sentences, the way a teenager talks; you worry about parents, school and friends.'
      : '- Speak plainly, in everyday words, never like a therapist.',
    ...list(
      'Your story, in your words (deeper items only when trust allows):',
      f.facts.map(
        (x) =>
          `${x.text}${x.depth === 2 ? ' [only when open]' : x.depth === 1 ? ' [once you trust a little]' : ''}`,
      ),
    ),
    ...list('Why you keep things as they are (sustain talk):', f.sustain),
    ...list('Why you might change (change talk, when the coach listens well):', [...f.change, ...f.values]),
    ...list('What you fear:', f.fears),
    ...list('Risk facts (answer risk questions honestly with these):', f.risk),
    '',
    `- What you disclose now: ${DISCLOSE[state.stance]}.`,
    '- Asked how much, how often or how long, give the number from your story (you may play it down first).',
    '- Reflections and open questions from the coach make you say more and give more reasons to change; advice you did not ask for and confrontation make you defend the way things are.',
  ];
}

/** The system prompt for a model writing the avatar's next line, from the dialogue state. */
export function buildPersonaPrompt(
  state: DialogueState,
  profile: CharacterProfile | string,
  scenarioPrompt?: string | null,
  options: { maxSentences?: number } = {},
): string {
  const max = options.maxSentences ?? 3;
  const base = buildSystemPrompt(profile, state.emotion, scenarioPrompt);
  const move = state.coachTurns.at(-1)?.move;
  const facts = state.scenario.facts.map((f) => f.text);
  const named = namedStory(state).slice(0, 2);
  const lines = [
    base,
    '',
    'Right now:',
    `- Emotion: ${state.emotion === 'normal' ? 'your base tone' : state.emotion}, intensity ${Math.round(state.intensity * 10)}/10.`,
    `- Resistance to the coach: ${Math.round(state.resistance * 100)}/100, ${resistanceWords(state.resistance)}.`,
    `- Session difficulty: ${state.difficulty}.`,
    move ? `- The coach just ${move.intents.map((i) => MOVE_WORDS[i]).join('; ')}.` : '',
    named.length
      ? `- The coach's words point at this part of your story, so answer about it first (as far as trust allows): ${named.join('; ')}.`
      : '',
    facts.length ? `- Details you can mention naturally: ${facts.join('; ')}.` : '',
    ...caseLines(state),
    '',
    'Rules:',
    `- At most ${max} short spoken sentences. No stage directions, no actions in asterisks or brackets, no name labels.`,
    '- First respond to what the coach actually said, then say what you think or feel.',
    "- You are the character, never a therapist or facilitator: never ask 'where would you like to go from here', never summarise the conversation, never give therapeutic or medical advice, never mention being an AI.",
    state.hostile
      ? '- You are defensive: do not end your reply with a question, do not say you both want the same thing, do not thank the coach for sharing.'
      : '- Ask the coach a question only when the character naturally would.',
    '- Never repeat a sentence you have already said in this conversation.',
    '- Use correct grammar; when you refer to what the coach said, put it in your own words.',
  ];
  return lines.filter((l, i, all) => l !== '' || all[i - 1] !== '').join('\n');
}

/** Why a model answer was refused. */
export type RejectReason =
  | 'empty'
  | 'out_of_character'
  | 'clinical_advice'
  | 'gibberish'
  | 'all_repeated'
  | 'facilitator'
  | 'hostile_question';

const OUT_OF_CHARACTER =
  /\b(as an ai|an ai (language )?model|language model|i'?m an ai|i am an ai|i'?m (just )?(a|an) (chatbot|bot|assistant|virtual assistant)|as your (therapist|coach|counsell?or)|this role-?play|in this role|stay in character|my character|openai|chatgpt)\b/i;
const CLINICAL =
  /\b(i (would |strongly )?(recommend|suggest|advise) (that )?(you )?(seek|see|speak|talk|consult|contact|consider)|seek (professional )?help|professional help|mental health professional|licensed (therapist|professional|counsell?or)|crisis (line|hotline|text line)|suicide (hotline|prevention|lifeline)|call (911|999|112|988)|cognitive[- ]behaviou?ral|\bcbt\b|diagnos(is|ed) with|dosage|\d+ ?mg\b|you should (see|talk to|consult) (a|an|your) (therapist|doctor|psychiatrist|psychologist|counsell?or|professional))\b/i;

/** The result of checking a model answer. */
export type SanitizeResult =
  | { ok: true; text: string; dropped: number }
  | { ok: false; reason: RejectReason };

/**
 * Cleans a model answer for the avatar to speak, or refuses it. `maxSentences` and `maxWords`
 * cap the length; sentences the avatar already said and facilitator phrases are dropped; a
 * hostile character's trailing questions are dropped.
 */
export function sanitizeReply(
  raw: string,
  state: DialogueState,
  options: { maxSentences?: number; maxWords?: number } = {},
): SanitizeResult {
  const maxSentences = options.maxSentences ?? 3;
  const maxWords = options.maxWords ?? 70;
  let text = raw
    .replace(/<think>[\s\S]*?<\/think>/gi, ' ')
    .replace(/\*[^*]{0,200}\*/g, ' ')
    .replace(/\[[^\]]{0,200}\]/g, ' ')
    .replace(/\([^)]{0,200}\)/g, ' ')
    .replace(/_[^_]{1,200}_/g, ' ')
    .replace(/[#*`>~]/g, ' ')
    .replace(/\p{Cc}/gu, ' ');
  // A speaker label at the start ("Robert: ...", "Avatar:").
  text = text.replace(/^\s*["“]?\s*[A-Z][\w .'-]{0,30}:\s+/, '');
  text = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["“”]+|["“”]+$/g, '')
    .trim();
  if (!text) return { ok: false, reason: 'empty' };
  if (OUT_OF_CHARACTER.test(text)) return { ok: false, reason: 'out_of_character' };
  if (CLINICAL.test(text)) return { ok: false, reason: 'clinical_advice' };
  const words = text.split(/\s+/);
  const wordy = words.filter(
    (w) =>
      /^\d+([.,]\d+)?%?[.,!?;:…"”]*$/.test(w) ||
      (/^[\p{L}'’-]+[.,!?;:…"”]*$/u.test(w) && /[aeiouyàâäéèêëîïôöûüœæáíóúñ]/i.test(w)),
  );
  if (words.length === 0 || wordy.length / words.length < 0.7 || !/[.!?…]$|\p{L}$/u.test(text))
    return { ok: false, reason: 'gibberish' };
  const said = new Set(state.saidSentences);
  let dropped = 0;
  let facilitator = 0;
  const kept: string[] = [];
  for (const sentence of sentencesOf(text)) {
    const norm = normaliseSentence(sentence);
    if (said.has(norm) || kept.some((k) => normaliseSentence(k) === norm)) {
      dropped++;
      continue;
    }
    // A counselling client does not talk to the coach as to a relative or a guest.
    if (
      FACILITATOR_PHRASES.some((re) => re.test(sentence)) ||
      (state.case.coach.frame === 'counselling' && RELATIVE_LINES.some((re) => re.test(sentence)))
    ) {
      dropped++;
      facilitator++;
      continue;
    }
    kept.push(sentence);
  }
  if (state.hostile) while (kept.length > 1 && /\?\s*["”]?$/.test(kept.at(-1) ?? '')) kept.pop();
  const out: string[] = [];
  let count = 0;
  for (const s of kept.slice(0, maxSentences)) {
    const n = s.split(/\s+/).length;
    if (out.length > 0 && count + n > maxWords) break;
    out.push(s);
    count += n;
  }
  if (out.length === 0)
    return { ok: false, reason: facilitator > 0 ? 'facilitator' : dropped > 0 ? 'all_repeated' : 'empty' };
  if (state.hostile && /\?\s*["”]?$/.test(out.at(-1) ?? '')) return { ok: false, reason: 'hostile_question' };
  let joined = out.join(' ');
  if (count > maxWords)
    joined = `${joined
      .split(/\s+/)
      .slice(0, maxWords)
      .join(' ')
      .replace(/[,;:.!?]*$/, '')}.`;
  return { ok: true, text: joined, dropped };
}
