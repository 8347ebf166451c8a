import { describe, expect, it } from 'vitest';
import { CLOSED, mouthAt } from './mouth-at';

describe('mouthAt', () => {
  const visemes = [
    { start: 0, end: 0.1, open: 0.2, spread: 0.5 },
    { start: 0.1, end: 0.25, open: 0.9, spread: 0.1 },
  ];

  it('gives the shape of the viseme spanning the moment, and a closed mouth outside them', () => {
    expect(mouthAt(visemes, 0.05)).toEqual({ open: 0.2, spread: 0.5 });
    expect(mouthAt(visemes, 0.1)).toEqual({ open: 0.9, spread: 0.1 });
    expect(mouthAt(visemes, 0.3)).toEqual(CLOSED);
  });
});
