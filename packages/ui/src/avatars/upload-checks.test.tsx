import { describe, expect, it } from 'vitest';
import { checkUpload } from './upload-checks';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('checkUpload: as the server will check', () => {
  it('accepts pictures and audio by their first bytes, whatever their names', async () => {
    expect(await checkUpload(new Blob([bytes([0xff, 0xd8, 0xff, 0xe0])]), 'image')).toBeNull();
    expect(await checkUpload(new Blob([bytes('GIF89a')]), 'image')).toBeNull();
    expect(await checkUpload(new Blob([bytes('RIFF', [0, 0, 0, 0], 'WEBP')]), 'image')).toBeNull();
    expect(await checkUpload(new Blob([bytes('RIFF', [0, 0, 0, 0], 'WAVE')]), 'audio')).toBeNull();
    expect(await checkUpload(new Blob([bytes('OggS')]), 'audio')).toBeNull();
    expect(await checkUpload(new Blob([bytes('ID3')]), 'audio')).toBeNull();
  });

  it('refuses a text file named .png, and audio posing as a picture', async () => {
    const text = new File(['hello there'], 'face.png', { type: 'image/png' });
    expect(await checkUpload(text, 'image')).toEqual({ reason: 'wrongType' });
    expect(await checkUpload(new Blob([bytes('OggS')]), 'image')).toEqual({ reason: 'wrongType' });
  });

  it('refuses a file over the limit before reading it', async () => {
    const big = new Blob([new Uint8Array(26 * 1024 * 1024)]);
    expect(await checkUpload(big, 'audio')).toEqual({ reason: 'tooLarge', size: big.size });
  });
});
