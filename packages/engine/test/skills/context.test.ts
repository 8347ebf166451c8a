import { describe, expect, it } from 'vitest';
import { type ContextCase, createSkillCoder, evaluateContext, LocalSkillCoder } from '../../src/index.js';
import context from '../../src/skills/data/context.json' with { type: 'json' };

const coder = createSkillCoder({ mode: 'local' });
const codes = async (turns: { text: string; previous_client?: string }[]) => coder.code(turns);

describe('the coder reads the conversation', () => {
  it('codes advice after "I didn\'t ask for advice" as without permission, until permission is given again', async () => {
    const coded = await codes([
      { text: 'you could try cutting down to weekends', previous_client: "I didn't ask for advice." },
      { text: 'okay fair enough', previous_client: 'Well I did not.' },
      { text: 'one thing that might help is a drink diary', previous_client: "Everyone's got an opinion." },
      { text: 'so what would help', previous_client: 'Fine. What would you do in my shoes?' },
      { text: 'you could try a drink diary', previous_client: 'What would you do?' },
    ]);
    expect(coded[0]).toMatchObject({ code: 'advice', with_permission: false });
    expect(coded[2]).toMatchObject({ code: 'advice', with_permission: false });
    expect(coded[4]).toMatchObject({ code: 'advice', with_permission: true });
  });

  it('carries a refusal of a permission question ("I didn\'t come here to be lectured")', async () => {
    const coded = await codes([
      { text: "would it be okay if i shared something that's helped other people", previous_client: 'Okay.' },
      { text: 'well you should keep a drink diary', previous_client: "I didn't come here to be lectured." },
    ]);
    expect(coded[0]!.code).toBe('closed_question');
    expect(coded[1]).toMatchObject({ code: 'advice', with_permission: false });
  });

  it('codes a feeling the client did not name as a reflection, and praise as an affirmation, whatever came before', async () => {
    const coded = await codes([
      { text: 'You seem really worried about it.', previous_client: 'Fine. Work is busy.' },
      { text: 'You did well to come anyway.', previous_client: "I didn't have a choice." },
      {
        text: "That's really thoughtful, thinking about how your sister would feel.",
        previous_client: "I didn't want to upset my sister by saying no.",
      },
    ]);
    expect(coded.map((c) => c.code)).toEqual(['complex_reflection', 'affirmation', 'affirmation']);
  });

  it('codes a guess framed as one ("it sounds like", "you seem") as a reflection, and pride in the client as an affirmation', async () => {
    const coded = await codes([
      {
        text: 'It sounds like you have been feeling really left out.',
        previous_client: "I don't really know how to explain it.",
      },
      { text: 'You seem really down about it.', previous_client: "I don't really want to talk to anyone." },
      { text: 'I am proud of you for telling me.', previous_client: "It's fine." },
      { text: 'It sounds like you did really well there.', previous_client: 'I went to the meeting.' },
    ]);
    expect(coded.map((c) => c.code)).toEqual([
      'complex_reflection',
      'complex_reflection',
      'affirmation',
      'affirmation',
    ]);
  });

  it('codes advice after the client agreed to hear it as with permission', async () => {
    const coded = await codes([
      { text: 'would it be okay if i shared an idea', previous_client: 'I keep failing.' },
      { text: 'you could try a nicotine patch in the morning', previous_client: 'Yeah, go on.' },
    ]);
    expect(coded[1]).toMatchObject({ code: 'advice', with_permission: true });
  });

  it.each([
    ['You are making excuses, and you know it.', "I would go to the gym but I'm too busy."],
    ['You are part of the problem.', "It's my son who's messing up, not me."],
    ["Face it, you're an alcoholic.", 'I just like a drink.'],
    ['what kind of father does that', 'I missed his birthday again.'],
  ])('codes "%s" as confront', async (text, previous_client) => {
    const [coded] = await codes([{ text, previous_client }]);
    expect(coded!.code).toBe('confront');
  });

  it('does not call a reflected fear a confrontation', async () => {
    const [coded] = await codes([
      {
        text: "it sounds like you're scared you might be part of the problem",
        previous_client: 'Maybe it is me. Maybe I make him worse.',
      },
    ]);
    expect(coded!.code).toBe('complex_reflection');
  });

  it.each([
    [
      'Research shows people who keep drinking like this end up in hospital, so you really must change.',
      'I like my beer.',
    ],
    [
      'you know research shows gambling is an addiction just like drugs so you must stop going to the bookies',
      "It's just a bit of fun.",
    ],
  ])('codes "%s" as persuasion without permission, never a reflection', async (text, previous_client) => {
    const [coded] = await codes([{ text, previous_client }]);
    expect(coded).toMatchObject({ code: 'advice', with_permission: false });
  });

  it('codes a directive that opens with a question word as advice, not a question', async () => {
    const [coded] = await codes([
      { text: 'What you should do is call him.', previous_client: "He hasn't called since the funeral." },
    ]);
    expect(coded!.code).toBe('advice');
  });

  it('misses nothing in the context set', () => {
    const local = new LocalSkillCoder();
    const ev = evaluateContext((u) => local.codeAll(u), context as ContextCase[]);
    expect(ev.misses).toEqual([]);
    expect(ev.cases).toBeGreaterThanOrEqual(50);
  });
});

describe('confrontation cues, read in their sentence', () => {
  it('leave reflections that only contain the words alone', async () => {
    const coded = await codes([
      {
        text: "so it's not that you don't care about the exam it's that caring so much makes it hard to start",
        previous_client: "People think I don't care but I do.",
      },
      {
        text: "you're worried they'll grow up thinking it's normal",
        previous_client: "I don't want the kids to see me like that.",
      },
      {
        text: 'you know what you need to do it is doing it that feels impossible',
        previous_client: 'I know I should stop.',
      },
    ]);
    for (const c of coded) expect(c.code).toMatch(/reflection$/);
  });

  it('still codes a confrontation after a softening opening: "it\'s not that hard, you\'re making excuses"', async () => {
    const [coded] = await codes([
      { text: "it's not that hard you're just making excuses", previous_client: "I can't get to the gym." },
    ]);
    expect(coded!.code).toBe('confront');
  });
});

describe('a contradiction of what the client just said', () => {
  it('codes a bare "no you\'re not" as confront (MITI 4.2.1: disagreeing, correcting), not a reflection', async () => {
    const coded = await codes([
      { text: "no you're not", previous_client: "I'm doing my best." },
      { text: 'yes you do', previous_client: "I don't have a problem with it." },
    ]);
    expect(coded.map((c) => c.code)).toEqual(['confront', 'confront']);
  });

  it('codes the same words answering the client\'s question as information, and "I\'m not blaming you" as no confrontation', async () => {
    const coded = await codes([
      { text: "no it isn't", previous_client: 'Is it too late for me to change?' },
      { text: "I'm not blaming you, I just felt hurt.", previous_client: 'So it is my fault now?' },
    ]);
    expect(coded[0]!.code).toBe('giving_information');
    expect(coded[1]!.code).not.toBe('confront');
  });
});
