import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTypingAnimation } from './use-typing-animation';

const PHRASES = ['Ab', 'Xyz'];

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

/** Advances fake time one millisecond at a time, so React re-renders (and re-schedules) between ticks. */
function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 1) {
    act(() => {
      vi.advanceTimersByTime(1);
    });
  }
}

describe('useTypingAnimation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  describe('given the default timings', () => {
    it('waits 1000 ms before typing the first character', () => {
      const { result } = renderHook(() => useTypingAnimation(PHRASES));
      expect(result.current).toEqual({ text: '', phrase: 'Ab', phase: 'waiting' });
      advance(1000);
      expect(result.current.text).toBe('');
      expect(result.current.phase).toBe('typing');
      advance(99);
      expect(result.current.text).toBe('');
      advance(1);
      expect(result.current.text).toBe('A');
    });

    it('types 100 ms per character, then pauses 2000 ms with the phrase complete', () => {
      const { result } = renderHook(() => useTypingAnimation(PHRASES));
      advance(1000 + 200);
      expect(result.current).toEqual({ text: 'Ab', phrase: 'Ab', phase: 'pausing' });
      advance(1999);
      expect(result.current.phase).toBe('pausing');
      advance(1);
      expect(result.current.phase).toBe('deleting');
      expect(result.current.text).toBe('Ab');
    });

    it('deletes 50 ms per character, waits 500 ms and types the next phrase', () => {
      const { result } = renderHook(() => useTypingAnimation(PHRASES));
      advance(1000 + 200 + 2000);
      advance(50);
      expect(result.current.text).toBe('A');
      advance(50);
      expect(result.current).toEqual({ text: '', phrase: 'Xyz', phase: 'waiting' });
      advance(499);
      expect(result.current.phase).toBe('waiting');
      advance(1);
      expect(result.current.phase).toBe('typing');
      advance(100);
      expect(result.current.text).toBe('X');
    });

    it('cycles back to the first phrase after the last one', () => {
      const { result } = renderHook(() => useTypingAnimation(PHRASES));
      // First phrase: 1000 + 2×100 + 2000 + 2×50; second: 500 + 3×100 + 2000 + 3×50.
      advance(3300 + 2950);
      expect(result.current).toEqual({ text: '', phrase: 'Ab', phase: 'waiting' });
      advance(500 + 100);
      expect(result.current.text).toBe('A');
    });

    it('stops its timers when unmounted', () => {
      const { unmount } = renderHook(() => useTypingAnimation(PHRASES));
      advance(1100);
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  describe('given custom timings', () => {
    it('uses them instead of the defaults', () => {
      const { result } = renderHook(() =>
        useTypingAnimation(PHRASES, { startDelay: 10, typeDelay: 5, pauseDelay: 20 }),
      );
      advance(10 + 10);
      expect(result.current).toEqual({ text: 'Ab', phrase: 'Ab', phase: 'pausing' });
      advance(20);
      expect(result.current.phase).toBe('deleting');
    });
  });

  describe('when the user prefers reduced motion', () => {
    it('shows the first phrase whole and schedules nothing', () => {
      mockReducedMotion(true);
      const { result } = renderHook(() => useTypingAnimation(PHRASES));
      expect(result.current).toEqual({ text: 'Ab', phrase: 'Ab', phase: 'static' });
      expect(vi.getTimerCount()).toBe(0);
      advance(10_000);
      expect(result.current.text).toBe('Ab');
    });
  });

  describe('when motion is allowed by the media query', () => {
    it('animates', () => {
      mockReducedMotion(false);
      const { result } = renderHook(() => useTypingAnimation(PHRASES));
      advance(1100);
      expect(result.current.text).toBe('A');
    });
  });
});
