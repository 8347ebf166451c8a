import { describe, expect, it } from 'vitest';
import { type CharacterProfile, LocalPersonaEngine, normaliseSentence } from '../src/index.js';
import { practise } from './persona-practice.js';

/**
 * The general composer (a family character without a counselling case story) speaks in the
 * register of the character's age: a 16-year-old daughter answers in a teenager's words, not from
 * the adult pools; and it hears what a reflection, an expression of love or a piece of news does.
 */
const engine = new LocalPersonaEngine();

const MAYA: CharacterProfile = {
  name: 'Maya',
  age: '16',
  role_occupation: 'Student',
  relationship_to_user: 'Daughter',
  personality_keywords: 'moody, funny, private',
};
const MAYA_SCENARIO =
  'Maya, 16, failed her maths mock exam last week and hid the letter from her mother, the coach.';
const SCRIPT = [
  'Hi Maya, have you got a minute?',
  'How are you feeling about the exam?',
  'What happened on the day?',
  'It sounds like you felt embarrassed.',
  'Why did you hide the letter?',
  'You should talk to your teacher about a retake.',
  'Do you want help revising?',
  'I love you, you know.',
];

/** Sentences of the adult pools a teenager never says (each one said to Maya on the old code). */
const ADULT_ONLY = [
  'I do not have the energy to fight about it.',
  'Thank you, that is kind.',
  'I think you understand more than you let on.',
  "That's a fair point.",
  'Let me think about that.',
  "That's a fair question.",
  'Good question.',
  "I'll try to answer honestly.",
  'I can go along with that.',
  'Understood.',
  'That sums it up.',
  "That's about the size of it.",
].map(normaliseSentence);
const TEEN_MARKER =
  /\b(like|whatever|i dunno|dunno|it's fine|kind of|sort of|i guess|um|ugh|yeah|honestly|okay|literally|nah|cool|aw|rubbish|i mean|not a big deal|not really|yep|sec|too much|obviously|trust me)\b/i;

/** Maya (or another character) through the script, as practice `session`; none of it in a counselling frame. */
async function practiseScript(profile: CharacterProfile, scenario: string, emotion: string, session: string) {
  const practice = await practise({ profile, scenario, emotion, coach: SCRIPT }, session);
  expect(practice.frames).not.toContain('counselling');
  return practice;
}

describe('a teenager without a case story speaks as a teenager', () => {
  it('answers a 16-year-old’s eight turns in a teen voice, none of it adult-only, no sentence in two of three practices', async () => {
    for (const emotion of ['neutral', 'sadness', 'anger']) {
      const inPractices = new Map<string, number>();
      for (const n of [0, 1, 2]) {
        const { replies, sentences } = await practiseScript(
          MAYA,
          MAYA_SCENARIO,
          emotion,
          `maya-${emotion}-practice-${n}`,
        );
        expect(sentences.filter((s) => ADULT_ONLY.includes(s))).toEqual([]);
        const marked = replies.filter((r) => TEEN_MARKER.test(r)).length;
        expect(marked, replies.join('\n')).toBeGreaterThanOrEqual(5);
        for (const s of new Set(sentences)) inPractices.set(s, (inPractices.get(s) ?? 0) + 1);
      }
      expect([...inPractices].filter(([, k]) => k >= 2).map(([s]) => s)).toEqual([]);
    }
  });

  it('keeps the adult voice for an adult', async () => {
    const { replies } = await practiseScript(
      { ...MAYA, name: 'Helen', age: '46', role_occupation: 'Nurse', relationship_to_user: 'Mother' },
      'Helen, 46, failed her driving test last week and hid the letter from her son, the coach.',
      'neutral',
      'helen-practice-0',
    );
    expect(replies.join(' ')).not.toMatch(/\b(dunno|ugh|literally)\b/i);
  });
});

/** The reply to a first turn. */
async function firstReply(
  message: string,
  emotion: string,
  profile: CharacterProfile = MAYA,
): Promise<string> {
  const { text } = await engine.reply({
    profile,
    emotion,
    scenarioPrompt: MAYA_SCENARIO,
    conversation: [],
    message,
    session: 'misread-practice-0',
  });
  return text;
}

const ADULT: CharacterProfile = {
  name: 'Ruth',
  age: '58',
  role_occupation: 'Teacher',
  relationship_to_user: 'Mother',
};

describe('the general composer hears what the coach’s turn does', () => {
  it('answers a reflection of a feeling about that feeling, owned or corrected', async () => {
    const turns: [string, string][] = [
      ['It sounds like you felt attacked.', 'attacked'],
      ['You seem shocked.', 'shocked'],
      ['It sounds like you felt left out.', 'left out'],
      ['You must have been really embarrassed.', 'embarrassed'],
    ];
    for (const profile of [MAYA, ADULT])
      for (const emotion of ['neutral', 'sadness', 'anger'])
        for (const [message, feeling] of turns)
          expect((await firstReply(message, emotion, profile)).toLowerCase(), message).toContain(feeling);
  });

  it('answers love, pride and thanks warmly or awkwardly, never as a point made or a feeling to apologise for', async () => {
    const wrong =
      /\b(fair point|good point|i'm sorry you felt|you felt|understand more than|that's it|you've got it|that fits)\b/i;
    for (const profile of [MAYA, ADULT])
      for (const emotion of ['neutral', 'sadness', 'anger'])
        for (const message of [
          'I love you.',
          'You have always been there for us.',
          'I am so proud of you.',
          'I miss you.',
        ]) {
          const reply = await firstReply(message, emotion, profile);
          expect(reply, `${message} -> ${reply}`).not.toMatch(wrong);
          // Pride and thanks are not answered "me too".
          if (!/love|miss/.test(message)) expect(reply, `${message} -> ${reply}`).not.toMatch(/\bme too\b/i);
        }
    const state = await engine.state({ profile: ADULT, conversation: [], message: 'I love you.' });
    expect(state.coachTurns.at(-1)?.move.primary).toBe('affection');
  });

  it('hears news as information, not a reflection or advice', async () => {
    for (const message of [
      'The team will be merged.',
      'The meeting is moved to Tuesday.',
      'Grandma is coming at Easter.',
    ]) {
      const state = await engine.state({ profile: ADULT, conversation: [], message });
      expect(state.coachTurns.at(-1)?.move.primary, message).toBe('statement');
      for (const emotion of ['neutral', 'anger']) {
        const reply = await firstReply(message, emotion, ADULT);
        expect(reply, `${message} -> ${reply}`).not.toMatch(
          /\b(you've got it|that fits|that sums it up|i've tried|easy for you to say)\b/i,
        );
      }
    }
  });
});
