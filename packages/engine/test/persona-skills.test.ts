import { describe, expect, it } from 'vitest';
import { CASE_CHARACTERS } from '../bench/persona-case-eval.js';
import {
  type CoachSkill,
  type ConversationTurn,
  createSkillCoder,
  dialogueState,
  LocalPersonaEngine,
  sentencesOf,
} from '../src/index.js';
import { ADVICE_PUSHBACK, DISCORD, STATEMENT_ACKS } from '../src/persona/case-lines.js';
import { coachTurnsOf } from '../src/skills/session-coder.js';

const base = { profile: { name: 'Anna' }, emotion: 'normal', conversation: [] } as const;
const prose = (id: string) => CASE_CHARACTERS.find((c) => c.id === id)?.prose ?? '';
const engine = new LocalPersonaEngine();
const coder = createSkillCoder({ mode: 'local' });

/** Lines of a pool, every voice and guard, as one list. */
const linesOf = (pool: Record<string, Record<string, readonly string[]>>) =>
  Object.values(pool).flatMap((byGuard) => Object.values(byGuard).flat());

describe('the persona hears the MITI code of a coach turn', () => {
  it('a complex reflection softens it more than a simple one', () => {
    const message = "You're carrying all of this on your own, and it's wearing you out.";
    const simple = dialogueState({ ...base, message, coachSkills: [{ code: 'simple_reflection' }] });
    const complex = dialogueState({ ...base, message, coachSkills: [{ code: 'complex_reflection' }] });
    expect(simple.resistance).toBeLessThan(simple.initialResistance);
    expect(complex.resistance).toBeLessThan(simple.resistance);
    expect(complex.coachTurns[0]?.move.primary).toBe('reflection');
  });

  it('advice with permission does not push; advice without it does', () => {
    const message = 'You should call your brother tonight.';
    const without = dialogueState({
      ...base,
      message,
      coachSkills: [{ code: 'advice', with_permission: false }],
    });
    const withPermission = dialogueState({
      ...base,
      message,
      coachSkills: [{ code: 'advice', with_permission: true }],
    });
    expect(without.resistance).toBeGreaterThan(without.initialResistance);
    expect(withPermission.resistance).toBeLessThanOrEqual(withPermission.initialResistance);
  });

  it('a run of coded closed questions hardens it turn after turn', () => {
    const conversation = [
      { role: 'user' as const, content: 'Did you call her?' },
      { role: 'assistant' as const, content: 'No.' },
      { role: 'user' as const, content: 'Was it last week?' },
      { role: 'assistant' as const, content: 'Maybe.' },
    ];
    const state = dialogueState({
      ...base,
      conversation,
      message: 'Are you going to apologise?',
      coachSkills: [{ code: 'closed_question' }, { code: 'closed_question' }, { code: 'closed_question' }],
    });
    const [start, ...after] = state.trajectory;
    for (let i = 0; i < after.length; i++) expect(after[i]).toBeGreaterThan(i === 0 ? start! : after[i - 1]!);
  });
});

describe('one analysis: the persona reads each turn with the skill coder', () => {
  it('hears a turn nobody coded for it exactly as the skill coder codes it, in the same context', async () => {
    const conversation: ConversationTurn[] = [
      { role: 'user', content: 'What brings you in today?' },
      { role: 'assistant', content: "I didn't ask for advice, I came because my GP sent me." },
      { role: 'user', content: 'One thing you could do is keep a drink diary.' },
      { role: 'assistant', content: "I'm doing my best." },
    ];
    const message = "no you're not";
    const state = dialogueState({ profile: prose('tom'), conversation, message });
    const coded = await coder.code(coachTurnsOf([...conversation, { role: 'user', content: message }]));
    expect(state.coachTurns.map((t) => t.move.skill)).toEqual(coded.map((c) => c.code));
    expect(state.coachTurns[1]?.move).toMatchObject({ skill: 'advice', withPermission: false });
    expect(state.coachTurns[2]?.move.primary).toBe('confrontation');
  });

  it.each([
    ["Why don't you just call him?", 'advice'],
    ['What you should do is call him.', 'advice'],
    ['You are part of the problem with Jake.', 'confrontation'],
    ['You are making excuses, and you know it.', 'confrontation'],
  ] as const)('reads "%s" as %s, and it pushes resistance up', (message, primary) => {
    const state = dialogueState({ profile: prose('tom'), emotion: 'anger', conversation: [], message });
    expect(state.coachTurns[0]?.move.primary).toBe(primary);
    expect(state.coachTurns[0]?.move.intents).not.toContain('open_question');
    expect(state.resistance).toBeGreaterThan(state.initialResistance);
  });

  it('answers a directive that opens with a question word with pushback, not as a question', async () => {
    const reply = await engine.reply({
      profile: prose('tom'),
      emotion: 'anger',
      conversation: [],
      message: 'What you should do is call him tonight.',
      session: 'directive',
    });
    const pushback = [...linesOf(ADVICE_PUSHBACK), ...linesOf(DISCORD)];
    expect(
      pushback.some((line) => reply.text.includes(line)),
      reply.text,
    ).toBe(true);
  });

  it('hears a complex reflection of why the teenager self-harms as a reflection, not advice', async () => {
    const conversation: ConversationTurn[] = [
      { role: 'user', content: 'What would you like to talk about today?' },
      { role: 'assistant', content: "I don't know. Exams, I guess. It's a lot." },
    ];
    const message =
      'It sounds like you have to hurt yourself to make the pressure stop, even though part of you wants to stop.';
    const state = dialogueState({ profile: prose('maya'), emotion: 'fear', conversation, message });
    const move = state.coachTurns.at(-1)?.move;
    expect(move?.skill).toBe('complex_reflection');
    expect(move?.intents).toEqual(['reflection']);
    expect(state.resistance).toBeLessThan(state.trajectory.at(-2) ?? 0);
    for (const session of ['a', 'b', 'c']) {
      const reply = await engine.reply({
        profile: prose('maya'),
        emotion: 'fear',
        conversation,
        message,
        session,
      });
      expect(
        linesOf(ADVICE_PUSHBACK).some((line) => reply.text.includes(line)),
        reply.text,
      ).toBe(false);
    }
  });
});

describe('seeking collaboration and emphasising autonomy repair trust', () => {
  const TURNS = {
    collaboration: 'What ideas do you have about where to go from here?',
    autonomy: "It's your call what, if anything, changes.",
  } as const;
  const opening: ConversationTurn[] = [
    { role: 'user', content: 'What brings you in today?' },
    { role: 'assistant', content: 'My GP sent me after a liver test.' },
  ];

  it.each(Object.entries(TURNS))(
    'a %s turn lowers resistance, less than a complex reflection, more than nothing',
    (kind, message) => {
      const at = (m: string, skills?: CoachSkill[]) =>
        dialogueState({
          profile: prose('tom'),
          conversation: opening,
          message: m,
          ...(skills ? { coachSkills: skills } : {}),
        });
      const state = at(message);
      expect(state.coachTurns.at(-1)?.move.primary).toBe(kind);
      const before = state.trajectory.at(-2) ?? 0;
      const reflected = at(
        'Part of you needs those beers to unwind, and part of you worries about what Jake sees.',
        [{ code: 'open_question' }, { code: 'complex_reflection' }],
      );
      const nothing = at('Okay.', [{ code: 'open_question' }, { code: 'other' }]);
      expect(state.resistance).toBeLessThan(before);
      expect(state.resistance).toBeLessThan(nothing.resistance);
      expect(state.resistance).toBeGreaterThan(reflected.resistance);
    },
  );

  it.each(Object.entries(TURNS))(
    'a %s turn draws a substantive reply, not "Go on."',
    async (_kind, message) => {
      const acks = new Set(linesOf(STATEMENT_ACKS));
      for (const session of ['a', 'b', 'c', 'd']) {
        const reply = await engine.reply({ profile: prose('tom'), conversation: opening, message, session });
        const sentences = sentencesOf(reply.text);
        expect(sentences.length, reply.text).toBeGreaterThanOrEqual(2);
        expect(
          sentences.every((s) => acks.has(s)),
          reply.text,
        ).toBe(false);
        expect(reply.text.length, reply.text).toBeGreaterThan(30);
      }
    },
  );
});
