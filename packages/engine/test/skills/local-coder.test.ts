import { describe, expect, it } from 'vitest';
import { createSkillCoder, LocalSkillCoder, SKILL_CODES, trainingExamples } from '../../src/index.js';

const coder = createSkillCoder({ mode: 'local' });

describe('the local skill coder, given a short session', () => {
  it('codes each turn in order with the behaviour an MI trainer would give', async () => {
    const session = [
      { text: 'Hi, thanks for coming in.' },
      { text: 'What brings you in today?', previous_client: 'Hello.' },
      { text: 'Mm-hmm.', previous_client: 'My wife thinks I drink too much.' },
      { text: 'Your wife thinks you drink too much.', previous_client: 'My wife thinks I drink too much.' },
      {
        text: "You're fed up with being watched, and part of you wonders if she has a point.",
        previous_client: "She counts the bottles. It's like living with a cop.",
      },
      { text: 'Did you drink last night?', previous_client: 'I had a few, nothing crazy.' },
      { text: "You're in denial about how much you drink.", previous_client: "I don't have a problem." },
      { text: 'Coming here today took courage.', previous_client: 'I nearly cancelled.' },
      {
        text: 'Would it be okay if I shared an idea that helps some people?',
        previous_client: 'What can I do?',
      },
      {
        text: 'One thing you could try is having two alcohol-free days a week.',
        previous_client: 'Yes, go ahead.',
      },
      { text: 'You should just stop drinking altogether.', previous_client: "I'm not sure about that." },
      {
        text: 'The guidelines say no more than fourteen units a week.',
        previous_client: 'How much is too much anyway?',
      },
    ];
    const codes = await coder.code(session);
    expect(codes.map((c) => c.code)).toEqual([
      'other',
      'open_question',
      'other',
      'simple_reflection',
      'complex_reflection',
      'closed_question',
      'confront',
      'affirmation',
      'closed_question',
      'advice',
      'advice',
      'giving_information',
    ]);
    // The permission asked two turns earlier and granted makes the first advice "with permission".
    expect(codes[9]!.with_permission).toBe(true);
    expect(codes[10]!.with_permission).toBe(false);
    // Only advice carries the permission flag.
    expect(codes.filter((c) => c.with_permission !== undefined)).toHaveLength(2);
  });

  it("quotes the coach's own words as evidence", async () => {
    const session = [
      { text: 'So um what would you like to be different', previous_client: 'everything is a mess' },
      { text: "It sounds like you're exhausted by all of it.", previous_client: "I'm just tired." },
      { text: 'Okay. You should try the patches.', previous_client: 'I need to quit.' },
    ];
    const codes = await coder.code(session);
    codes.forEach((c, i) => {
      expect(c.evidence.length).toBeGreaterThan(0);
      expect(session[i]!.text).toContain(c.evidence);
    });
    expect(codes[1]!.evidence).toMatch(/sounds like/);
    expect(codes[2]!.evidence).toMatch(/^You should try/);
  });

  it('reads speech-recogniser text without punctuation or capitals', async () => {
    const codes = await coder.code([
      { text: 'um how do you feel about cutting down', previous_client: 'i mean its fine' },
      { text: 'do you drink every day', previous_client: 'i drink most days' },
      { text: 'is there anything else you want to add' },
      { text: 'tell me more about your brother' },
    ]);
    expect(codes.map((c) => c.code)).toEqual([
      'open_question',
      'closed_question',
      'closed_question',
      'open_question',
    ]);
  });

  it('treats a reflection checked with "is that right?" as a reflection, and a reflection then a question as a question', async () => {
    const codes = await coder.code([
      { text: "You're worried about your job. Is that right?", previous_client: "I'm worried about my job." },
      {
        text: "You're worried about your job. What would losing it mean for you?",
        previous_client: "I'm worried about my job.",
      },
    ]);
    expect(codes[0]!.code).toMatch(/reflection$/);
    expect(codes[1]!.code).toBe('open_question');
  });

  it("reads the client's own 'I should' said back as a reflection, and a new 'you should' as advice", async () => {
    const codes = await coder.code([
      {
        text: 'You should stop betting on the horses.',
        previous_client: 'I know I should stop betting on the horses.',
      },
      { text: 'You should stop betting on the horses.', previous_client: 'I had a good day at the track.' },
    ]);
    expect(codes[0]!.code).toMatch(/reflection$/);
    expect(codes[1]!.code).toBe('advice');
  });

  it('codes a scaling question as closed (it asks for a number) and quotes a backchannel whole', async () => {
    const codes = await coder.code([
      { text: 'So on a scale from one to ten, how important is it for you to change?' },
      { text: 'Mm-hmm. Yeah.', previous_client: 'And it just keeps happening.' },
    ]);
    expect(codes[0]!.code).toBe('closed_question');
    expect(codes[1]).toEqual({ code: 'other', evidence: 'Mm-hmm. Yeah' });
  });

  it('answers an empty or blank utterance with "other" rather than failing', async () => {
    const codes = await coder.code([{ text: '' }, { text: '   ' }, { text: '...' }]);
    expect(codes.map((c) => c.code)).toEqual(['other', 'other', 'other']);
  });

  it('keeps order and length for a long batch', async () => {
    const texts = Array.from({ length: 120 }, (_, i) =>
      i % 2 ? `Did you go out on day ${i}?` : `What happened on day ${i}?`,
    );
    const codes = await coder.code(texts.map((text) => ({ text })));
    expect(codes).toHaveLength(120);
    codes.forEach((c, i) => {
      expect(c.code).toBe(i % 2 ? 'closed_question' : 'open_question');
      expect(texts[i]).toContain(c.evidence);
    });
  });

  it('says what it is', () => {
    const d = coder.describe();
    expect(d.implementation).toBe('local-rules-logreg');
    expect(d.fallback).toBeNull();
    expect(d.trainingExamples).toBe(trainingExamples().length);
    expect(d.note).toMatch(/English/);
  });
});

describe('the shipped training examples', () => {
  it('cover every code with varied, labelled utterances', () => {
    const examples = trainingExamples();
    expect(examples.length).toBeGreaterThanOrEqual(400);
    for (const code of SKILL_CODES) {
      expect(examples.filter((e) => e.code === code).length, code).toBeGreaterThanOrEqual(20);
    }
    // Spoken style: some lower-case examples without any punctuation, some with fillers.
    expect(examples.filter((e) => !/[.?!,A-Z]/.test(e.text)).length).toBeGreaterThanOrEqual(80);
    expect(examples.filter((e) => /\b(?:um|uh|you know)\b/i.test(e.text)).length).toBeGreaterThanOrEqual(10);
    // Every advice example says whether permission was there.
    for (const e of examples.filter((x) => x.code === 'advice'))
      expect(typeof e.with_permission).toBe('boolean');
  });

  it('train a model that changes with its data (nothing is hard-coded)', () => {
    const examples = trainingExamples();
    // Without any reflection example the coder can no longer produce a simple reflection here.
    const without = new LocalSkillCoder(examples.filter((e) => !e.code.endsWith('reflection')));
    const full = new LocalSkillCoder(examples);
    const turn = [{ text: 'weekends are hard', previous_client: 'weekends are really hard for me' }];
    expect(full.codeAll(turn)[0]!.code).toBe('simple_reflection');
    expect(without.codeAll(turn)[0]!.code).not.toMatch(/reflection/);
  });
});
