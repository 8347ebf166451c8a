import { describe, expect, it } from 'vitest';
import { classifyCoachTurn, dialogueState, withSkill } from '../src/index.js';

const base = { profile: { name: 'Anna' }, emotion: 'normal', conversation: [] } as const;

describe('the persona hears the MITI code of a coach turn', () => {
  it('a complex reflection its own rules miss still softens it, more than a simple one', () => {
    const message = "You're carrying all of this on your own, and it's wearing you out.";
    const own = dialogueState({ ...base, message });
    const simple = dialogueState({ ...base, message, coachSkills: [{ code: 'simple_reflection' }] });
    const complex = dialogueState({ ...base, message, coachSkills: [{ code: 'complex_reflection' }] });
    expect(own.coachTurns[0]?.move.intents).toEqual(['statement']);
    expect(own.resistance).toBe(own.initialResistance);
    expect(simple.resistance).toBeLessThan(own.resistance);
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

  it('keeps its own reading of an accusation, whatever the coder says', () => {
    const move = withSkill(classifyCoachTurn("You never listen, and that's your problem."), {
      code: 'complex_reflection',
    });
    expect(move.intents).toContain('confrontation');
    expect(move.primary).toBe('confrontation');
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
