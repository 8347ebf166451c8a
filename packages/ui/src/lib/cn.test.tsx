import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins class names and skips falsy values', () => {
    const off = false;
    expect(cn('a', off && 'b', undefined, null, ['c', { d: true, e: false }])).toBe('a c d');
  });
});
