import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '@rebond/sdk';
import { describe, expect, it } from 'vitest';
import { avatarMessages } from './messages/all-locales';
import { checkUpload, uploadErrorText, uploadProblemText } from './upload-checks';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const init = (status: number, detail: string) => ({
  status,
  detail,
  method: 'POST',
  path: '/avatars/voice_cloning',
});

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

describe('the reasons, in the coach language', () => {
  it.each([
    ['en', 'This voice file is 30 MB: voice files can be up to 25 MB.'],
    ['fr', 'Ce fichier vocal fait 30 Mo : les fichiers vocaux peuvent faire jusqu’à 25 Mo.'],
    ['es', 'Este archivo de voz ocupa 30 MB: los archivos de voz pueden ocupar hasta 25 MB.'],
    ['de', 'Diese Sprachdatei ist 30 MB groß: Sprachdateien dürfen bis zu 25 MB groß sein.'],
  ] as const)('%s: a 30 MB voice file says its size and the limit', (locale, text) => {
    const problem = { reason: 'tooLarge', size: 30 * 1024 * 1024 } as const;
    expect(uploadProblemText(problem, 'audio', avatarMessages[locale])).toBe(text);
  });

  it("maps the server's refusals by error class, not by its English detail", () => {
    const messages = avatarMessages.fr;
    const tooLarge = new PayloadTooLargeError('413', init(413, 'Request body too large (limit 25856 KB)'));
    expect(uploadErrorText(tooLarge, 'audio', messages, { size: 30 * 1024 * 1024 })).toBe(
      'Ce fichier vocal fait 30 Mo : les fichiers vocaux peuvent faire jusqu’à 25 Mo.',
    );
    const wrong = new UnsupportedMediaTypeError('415', init(415, 'file: not a JPG, PNG, GIF or WebP image'));
    expect(uploadErrorText(wrong, 'image', messages)).toBe(messages.uploads.notImage);
    expect(
      uploadErrorText(new BadRequestError('400', init(400, 'avatar_id: Invalid')), 'image', messages),
    ).toBeNull();
    expect(uploadErrorText(new Error('offline'), 'image', messages)).toBeNull();
  });
});
