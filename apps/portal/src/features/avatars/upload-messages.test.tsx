import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '@rebond/sdk';
import { describe, expect, it } from 'vitest';
import { avatarMessages } from './messages/all-locales';
import { uploadErrorText, uploadProblemText } from './upload-messages';

const init = (status: number, detail: string) => ({
  status,
  detail,
  method: 'POST',
  path: '/avatars/voice_cloning',
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
