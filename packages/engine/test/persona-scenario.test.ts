/**
 * The scenario form's fields reach the persona as they are (no prose parsed back): the difficulty
 * sets where resistance starts and how low it can go, and who the avatar is to the coach sets who
 * the coach is to it.
 */
import { describe, expect, it } from 'vitest';
import { dialogueState } from '../src/index.js';

const profile = 'Maria, 48, a nurse who has covered too many shifts for her team.';
const skilful = [
  { role: 'user' as const, content: 'It sounds like you have been carrying a lot for the team.' },
  { role: 'assistant' as const, content: 'I have.' },
  { role: 'user' as const, content: 'You want to be fair to them and to yourself.' },
  { role: 'assistant' as const, content: 'Yes.' },
];

describe('a structured scenario', () => {
  it('starts a hard session more resistant than a medium one, and a medium one more than an easy one', () => {
    const start = (difficulty: 'easy' | 'medium' | 'hard') =>
      dialogueState({ profile, conversation: [], difficulty }).initialResistance;
    expect(start('hard')).toBeGreaterThan(start('medium'));
    expect(start('medium')).toBeGreaterThan(start('easy'));
  });

  it('keeps a hard session guarded after the same skilful turns that open an easy one', () => {
    const after = (difficulty: 'easy' | 'hard') =>
      dialogueState({ profile, conversation: skilful, difficulty }).resistance;
    expect(after('hard') - after('easy')).toBeGreaterThanOrEqual(0.15);
  });

  it('places the coach by the relationship the coach chose', () => {
    const coach = (relationship?: 'parent' | 'boss' | 'colleague' | 'other') =>
      dialogueState({ profile, conversation: [], ...(relationship ? { relationship } : {}) }).case.coach;
    expect(coach().frame).toBe('counselling');
    expect(coach('parent')).toEqual({ frame: 'family', role: 'their grown-up child' });
    expect(coach('boss').frame).toBe('work');
    expect(coach('colleague')).toEqual({ frame: 'work', role: 'their colleague' });
    expect(coach('other').frame).toBe('counselling');
  });
});
