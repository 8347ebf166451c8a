import { describe, expect, it } from 'vitest';
import {
  buildPersonaPrompt,
  type ConversationTurn,
  coachMoveOf,
  createSkillCoder,
  dialogueState,
  LocalPersonaEngine,
} from '../src/index.js';
import { sharedTopics, topicsOfText } from '../src/persona/topics.js';
import { sessionCoder } from '../src/skills/session-coder.js';

/** Three clients written as free prose, each with several parts of a life a question can name. */
const AMIRA =
  'Amira, 17, is in her last year of high school. She hopes to win a scholarship to study medicine in Leeds, the first in her family to go to university. Her dad lost his job at the factory in January and she works weekends at a bakery to help out. She has been staying up until 3am revising and skipping meals. Her little brother Yusuf, 9, looks up to her.';
const GREG =
  "Greg is a 48-year-old bus driver. He drinks six or seven cans of lager every night since his wife Karen left him last spring. His daughter Mia, 15, won't stay over at weekends anymore. He used to play five-a-side football every Sunday but stopped going. He says a drink is the only way he gets to sleep.";
const RUTH =
  "I'm Ruth, 71, a retired librarian. My husband Tony died two years ago. I have a sherry or three every afternoon now, it passes the time. My son Paul lives in Canada and calls on Sundays. The doctor says my blood pressure is up. I stopped going to my book club because I didn't want anyone to smell it on me.";

/** Each question names one part of the story, often in other words than the profile's; the answer must tell that part. */
const TOPICS: { profile: string; asks: [string, RegExp][] }[] = [
  {
    profile: AMIRA,
    asks: [
      ['What would it mean to get that scholarship?', /\b(scholarship|medicine|university)\b/i],
      ['How is your father doing?', /\b(dad|factory)\b/i],
      ['How is the revision going?', /\b(3am|revising)\b/i],
      ['Tell me about your brother.', /\bYusuf\b/],
    ],
  },
  {
    profile: GREG,
    asks: [
      ['What happened with your marriage?', /\b(Karen|wife)\b/i],
      ['Tell me about the kids.', /\b(Mia|daughter)\b/i],
      ['What about sport, do you still play?', /\bfootball\b/i],
      ['How are you sleeping?', /\bsleep\b/i],
    ],
  },
  {
    profile: RUTH,
    asks: [
      ['What did your GP say?', /\bblood pressure\b/i],
      ['Tell me about your boy.', /\b(Paul|Canada)\b/],
      ['What happened with your friends at the club?', /\b(book club|smell)\b/i],
      ['What was it like losing your husband?', /\b(Tony|died)\b/],
    ],
  },
];

const engine = new LocalPersonaEngine();
const coder = sessionCoder(createSkillCoder({ mode: 'local' }));

/** The client's answer to a greeting, then to `questions` in turn (the last answer), coded as the reply pipeline codes each turn. */
async function answer(profile: string, question: string | string[], session: string): Promise<string> {
  const conversation: ConversationTurn[] = [];
  let last = '';
  for (const message of ['Hi, thanks for coming in today.', ...[question].flat()]) {
    const coachSkills = await coder.coachSkillsOf([...conversation, { role: 'user', content: message }]);
    const out = await engine.reply({
      profile,
      emotion: 'normal',
      conversation,
      message,
      ...(coachSkills ? { coachSkills } : {}),
      session,
    });
    last = out.text;
    conversation.push({ role: 'user', content: message }, { role: 'assistant', content: out.text });
  }
  return last;
}

describe('an open question answered from the part of the story it names', () => {
  it('reads "mum" and "mother", "GP" and "doctor", "exams" and "studies" as the same topic, in the one analysis of the turn', () => {
    const move = coachMoveOf('How are things with your mother?', { code: 'open_question' });
    expect(move.topics).toContain('=mother');
    expect(sharedTopics(new Set(move.topics), topicsOfText("I've never told my mum"))).toBeGreaterThan(0);
    expect(
      sharedTopics(
        topicsOfText('What did your GP say?'),
        topicsOfText('The doctor says my blood pressure is up'),
      ),
    ).toBeGreaterThan(0);
    expect(
      sharedTopics(topicsOfText('How are your studies?'), topicsOfText('My exams start in May')),
    ).toBeGreaterThan(0);
    // A question made of framing words ("what happened last week") names nothing.
    expect(
      sharedTopics(topicsOfText('What happened last week?'), topicsOfText('I was late five times last week')),
    ).toBe(0);
  });

  it('tells the fact on the topic each question names, not another one, in three practices', async () => {
    for (const { profile, asks } of TOPICS)
      for (const [question, topic] of asks)
        for (const practice of [0, 1, 2]) {
          const reply = await answer(profile, question, `topic-practice-${practice}`);
          expect(reply, `${question} (practice ${practice})`).toMatch(topic);
          for (const [other, otherTopic] of asks)
            if (other !== question)
              expect(reply, `${question} (practice ${practice})`).not.toMatch(otherTopic);
        }
  });

  it('asked again about a fact it told, says it again rather than another fact of the same part of life', async () => {
    // "That scholarship" names the scholarship itself; "my last year of high school" shares only its
    // part of life (school), and is another topic.
    const question = 'What would it mean to get that scholarship?';
    for (const practice of [0, 1, 2]) {
      const reply = await answer(AMIRA, [question, question], `again-practice-${practice}`);
      expect(reply, `practice ${practice}`).toMatch(/\bscholarship\b/i);
      expect(reply, `practice ${practice}`).not.toMatch(/\b(last year|high school)\b/i);
    }
  });

  it('still tells a fact of the story when the question names nothing in it', async () => {
    const anyFact =
      /\b(scholarship|dad|3am|Yusuf|school|lager|Mia|football|sleep|Tony|sherry|Paul|blood pressure|book club)\b/i;
    for (const { profile } of TOPICS)
      for (const question of ['Tell me a bit about yourself.', "What's been going on for you?"])
        for (const practice of [0, 1, 2]) {
          const reply = await answer(profile, question, `nothing-practice-${practice}`);
          expect(reply, `${question} (practice ${practice})`).toMatch(anyFact);
        }
  });

  it("tells a model writer which part of the story the coach's question names", () => {
    const prompt = (message: string) =>
      buildPersonaPrompt(
        dialogueState({ profile: RUTH, conversation: [], message, coachSkills: [{ code: 'open_question' }] }),
        RUTH,
      );
    expect(prompt('What did your GP say?')).toMatch(/point at this part of your story[^\n]*blood pressure/);
    expect(prompt('Tell me about your boy.')).toMatch(/point at this part of your story[^\n]*Paul/);
    expect(prompt('How have you been?')).not.toMatch(/point at this part of your story/);
  });
});
