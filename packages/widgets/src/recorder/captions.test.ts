import { describe, expect, it } from 'vitest';
import { buildWebVtt, formatVttTime, splitIntoCues } from './captions';

describe('captions from the avatar script', () => {
  it('cuts sentences, and long sentences every 12 words', () => {
    const long = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen.';
    expect(splitIntoCues(`Hello there.  How are you?\n${long}`)).toEqual([
      'Hello there.',
      'How are you?',
      'one two three four five six seven eight nine ten eleven twelve',
      'thirteen fourteen.',
    ]);
  });

  it('formats WebVTT times', () => {
    expect(formatVttTime(0)).toBe('00:00:00.000');
    expect(formatVttTime(75.5)).toBe('00:01:15.500');
    expect(formatVttTime(3723.004)).toBe('01:02:03.004');
  });

  it('spreads the cues over the video in proportion to their length, ending at its end', () => {
    const vtt = buildWebVtt('Short one. A sentence three times longer.', 10);
    expect(vtt).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nShort one.\n\n2\n00:00:02.500 --> 00:00:10.000\nA sentence three times longer.\n',
    );
  });

  it('escapes markup and guesses a length when the duration is unknown', () => {
    const vtt = buildWebVtt('Use <b> & --> here.', Number.NaN);
    expect(vtt).toContain('Use &lt;b&gt; &amp; --&gt; here.');
    expect(vtt).toContain('00:00:00.000 --> 00:00:01.267');
  });
});
