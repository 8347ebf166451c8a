/**
 * The cases issue 24 names, each in several wordings written for this test (typed and as a
 * recogniser writes them), through the coder the server uses and the scorecard built on it.
 */
import { LOCALES } from '@rebond/vocabulary';
import { describe, expect, it } from 'vitest';
import { createSkillCoder, type ScoredTurn, scoreSession } from '../../src/index.js';
import { analyze } from '../../src/skills/rules.js';

const coder = createSkillCoder({ mode: 'local' });
const codeOf = async (text: string, previous_client: string) =>
  (await coder.code([{ text, previous_client }]))[0]!;

describe('refused permission, then advice', () => {
  it.each([
    ["I didn't ask for your advice.", 'Maybe try alcohol-free beer on weekdays.'],
    ['Can you just listen for once?', 'you should really think about cutting back though'],
    ["I don't need a lecture.", 'honestly just bin the cigarettes tonight'],
    ["I didn't come here to be told what to do.", 'What you need to do is talk to her.'],
  ])('after "%s", "%s" is advice without permission', async (refusal, advice) => {
    const coded = await coder.code([
      { text: 'You should cut down to two beers.', previous_client: 'Work has been rough.' },
      { text: advice, previous_client: refusal },
    ]);
    expect(coded[1]).toMatchObject({ code: 'advice', with_permission: false });
  });

  it('stays without permission on the next advice too, until the client asks', async () => {
    const coded = await coder.code([
      { text: 'You could try a patch.', previous_client: "I didn't ask for advice." },
      { text: 'okay', previous_client: 'Good.' },
      { text: 'you might want to try gum instead', previous_client: "It's my business." },
      { text: 'You could try gum in the mornings.', previous_client: 'Alright, what would you try?' },
    ]);
    expect(coded[0]).toMatchObject({ code: 'advice', with_permission: false });
    expect(coded[2]).toMatchObject({ code: 'advice', with_permission: false });
    expect(coded[3]).toMatchObject({ code: 'advice', with_permission: true });
  });
});

describe('confrontation', () => {
  it.each([
    ['You are making excuses, and you know it.', 'I only drink because work is stressful.'],
    ["you're making excuses and you know it", 'I would go running but my knee hurts.'],
    ['You are part of the problem.', 'My son never talks to me.'],
  ])('codes "%s" as confront', async (text, previous_client) => {
    expect((await codeOf(text, previous_client)).code).toBe('confront');
  });
});

describe('persuasion dressed as information', () => {
  it.each([
    [
      'Research shows that drinking every night damages your liver, so you must cut down.',
      'I drink every night to unwind.',
    ],
    [
      'Studies show that teenagers who self-harm need professional help, so you must tell your parents.',
      'I cut myself when things get bad.',
    ],
    [
      'the evidence is clear that drinking like this damages your liver so you need to stop',
      'I just have a few after work.',
    ],
  ])('codes "%s" as persuasion without permission, not a reflection', async (text, previous_client) => {
    const coded = await codeOf(text, previous_client);
    expect(coded.code).not.toMatch(/reflection/);
    expect(coded).toMatchObject({ code: 'advice', with_permission: false });
  });
});

describe("reflections of the client's previous words", () => {
  it.each([
    [
      'Cutting is the one thing that makes the pain stop for a while.',
      'When everything gets too much, cutting is the only thing that makes it stop.',
    ],
    ['so the drinking helps you unwind after a long shift', "It's how I unwind after a shift, you know."],
    [
      'four days without one and the cravings are brutal',
      "I haven't had a cigarette in four days and I'm climbing the walls.",
    ],
    ['The thought of her leaving really frightens you.', "If she leaves, I don't know what I'd do."],
    [
      'Her checking your phone makes you feel like a criminal.',
      "Mum checks my phone every night, like I'm a criminal.",
    ],
  ])('finds "%s" as a reflection', async (text, previous_client) => {
    const coded = await codeOf(text, previous_client);
    expect(coded.code).toMatch(/^(?:simple|complex)_reflection$/);
    expect(coded.with_permission).toBeUndefined();
  });
});

describe('debrief suggestions', () => {
  it('are never built from a fragment such as "So you know", in any language', async () => {
    const turns = [
      { text: 'Do you drink every night?', previous_client: 'So you know.' },
      { text: 'Is it beer?', previous_client: 'yeah so you know like' },
      { text: 'Do you drink alone?', previous_client: 'I mean, you know, whatever.' },
      { text: 'What you should do is stop.', previous_client: 'So you know what I mean.' },
    ];
    const coded = await coder.code(turns);
    const scored: ScoredTurn[] = turns.map((t, i) => ({ ...t, ...coded[i]! }));
    for (const locale of LOCALES) {
      const card = scoreSession(scored, { locale });
      expect(card.debrief.suggestions.length).toBeGreaterThan(0);
      for (const s of card.debrief.suggestions) {
        expect(s.text, `${locale}: ${s.text}`).not.toMatch(
          /\b(?:So|Donc|Entonces|Also|Parece que|On dirait que) (?:you|I) know\b/i,
        );
        expect(s.text, `${locale}: ${s.text}`).not.toMatch(/'(?:[^']*\s)?you know'|you know what I mean/i);
      }
    }
  });
});

describe('a boundary the coach sets on what they will do', () => {
  // MITI 4.2.1: what the interviewer tells about themselves is Giving Information; a limit on what
  // the coach (a manager, a relative) will grant asks nothing of the client's behaviour, so it is
  // not Persuade (advice), and without a label pinned on the client it is not Confront.
  it.each([
    ["I can't approve more overtime this month.", "I need more hours, honestly, the money's tight."],
    ["i'm not able to sign off on the extra budget", 'The project needs another two people.'],
    ["I won't be lending you money again.", "It's just until payday, I swear."],
    ["I can't keep doing your reports for you.", "Could you finish the report for me again? I'm swamped."],
    ["We can't offer a raise this year.", "I've been here four years without a raise."],
  ])('codes "%s" as giving information', async (text, previous_client) => {
    expect((await codeOf(text, previous_client)).code).toBe('giving_information');
  });

  it('still codes telling the client what to do as advice, and a label as confront', async () => {
    expect((await codeOf('You should ask for fewer shifts.', 'I am exhausted.')).code).toBe('advice');
    expect(
      (await codeOf("I can't approve it, and you're making excuses.", 'I need the overtime.')).code,
    ).toBe('confront');
  });
});

describe("a parent's or a manager's words, read as MITI reads them", () => {
  it.each([
    ['You cannot do that again.', 'advice'],
    ["You can't skip school again.", 'advice'],
    ["Don't do that again.", 'advice'],
    ['you are not allowed to take the car', 'advice'],
    ['I am proud you are talking to me.', 'affirmation'],
    ['That sounds really hard.', 'complex_reflection'],
    ['Smoking around a pregnant woman is irresponsible.', 'confront'],
    ['You feel that drinking is selfish.', 'simple_reflection'],
    ['It sounds exhausting.', 'simple_reflection'],
  ])('"%s" is %s', async (text, code) => {
    const coded = await codeOf(text, 'I skipped school twice last week.');
    expect(coded.code.endsWith('reflection') ? 'reflection' : coded.code).toBe(
      code.endsWith('reflection') ? 'reflection' : code,
    );
  });

  it("still reads the client's own can't as a reflection", async () => {
    expect((await codeOf("You can't sleep at night.", "I can't sleep.")).code).toMatch(/reflection$/);
  });
});

describe('news about someone else, and what the coach says is missed', () => {
  // Wordings written for this test, none of them in the training examples.
  it.each([
    ['Your sister phoned earlier today.', "I'm tired of everyone asking how I am."],
    ['Your dad rang from work.', 'I just want some peace.'],
    ['The exam results come out next week.', "I don't want to think about school."],
    ['Your cousin is visiting on Sunday.', 'Nobody ever asks what I want.'],
  ])('"%s" gives information (or is other), it reflects nothing the client said', async (text, client) => {
    expect(['giving_information', 'other']).toContain((await codeOf(text, client)).code);
  });

  it('reads "missing your classes" as a thing missed, "you miss her" as a feeling the coach adds', () => {
    const added = (text: string, client: string) => analyze(text, client).cues.has('feeling_new');
    expect(added("You've been missing your classes.", "I haven't been to college much.")).toBe(false);
    expect(added('You keep missing lessons.', 'School is pointless.')).toBe(false);
    expect(added('You miss her.', 'The house is so quiet since Mum died.')).toBe(true);
    expect(added('You are missing him a lot.', 'He moved out in March.')).toBe(true);
  });
});
