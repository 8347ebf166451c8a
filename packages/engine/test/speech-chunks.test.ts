import { describe, expect, it } from 'vitest';
import { speechChunksOf } from '../src/voice/speech-chunks.js';

describe('the pieces a live reply is spoken in', () => {
  it("cuts the first sentence after its first clause, and only the first, so the pieces join into the reply's sentences", () => {
    const reply = 'Honestly, I do not know, maybe. It has been long, too long.';
    const pieces = speechChunksOf(reply);
    expect(pieces).toEqual(['Honestly,', 'I do not know, maybe.', 'It has been long, too long.']);
    expect(pieces.join(' ')).toBe(reply);
  });

  it('keeps a sentence whole when there is no clause to cut, or nothing spoken after it', () => {
    expect(speechChunksOf('I hear you. Can we talk later?')).toEqual(['I hear you.', 'Can we talk later?']);
    expect(speechChunksOf('Well, ...')).toEqual(['Well, ...']);
    expect(speechChunksOf('')).toEqual([]);
  });
});
