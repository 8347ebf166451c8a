import { describe, expect, it } from 'vitest';
import {
  type CreateSessionDraft,
  createSessionProblems,
  createSessionValues,
  emptyCreateSessionDraft,
  OPENING_LINE_MAX,
} from './create-session-model';

const avatars = [
  { id: 'a1', avatar_name: 'Marion', image_url: 'https://example.test/marion.png' },
  { id: 'a2', avatar_name: 'Not ready', image_url: null },
];
const photo = new File(['x'], 'face.png', { type: 'image/png' });
const audio = new File(['x'], 'hello.webm', { type: 'audio/webm' });

const filled = (changes: Partial<CreateSessionDraft> = {}): CreateSessionDraft => ({
  ...emptyCreateSessionDraft(avatars, 'a1'),
  sessionTitle: ' Raise talk ',
  sessionDescription: ' Asking for a raise ',
  context: ' A tense meeting ',
  ...changes,
});

describe('the create-session model (no React, no DOM)', () => {
  it('starts with the chosen avatar only when it can start a session, an empathetic tone and medium difficulty', () => {
    expect(emptyCreateSessionDraft(avatars, 'a1')).toMatchObject({
      avatarId: 'a1',
      emotionalTone: 'empathetic',
      difficulty: 'medium',
      relationshipType: 'other',
    });
    expect(emptyCreateSessionDraft(avatars, 'a2').avatarId).toBeNull();
  });

  it('names each problem: no avatar nor photo, blank required texts, wrong file kinds', () => {
    expect(createSessionProblems(emptyCreateSessionDraft(avatars), avatars)).toEqual({
      avatar: 'avatar-required',
      sessionTitle: 'required',
      sessionDescription: 'required',
      context: 'required',
    });
    expect(
      createSessionProblems(filled({ avatarId: null, photos: [audio], audioFile: photo }), avatars),
    ).toEqual({
      photos: 'not-an-image',
      audioFile: 'not-audio',
    });
  });

  it('takes one first message: a typed line not blank, not too long, and not with an audio file', () => {
    expect(createSessionProblems(filled({ useTextToSpeech: true }), avatars)).toEqual({
      textToSpeechText: 'required',
    });
    expect(
      createSessionProblems(
        filled({ useTextToSpeech: true, textToSpeechText: 'x'.repeat(OPENING_LINE_MAX + 1) }),
        avatars,
      ),
    ).toEqual({ textToSpeechText: 'too-long' });
    expect(
      createSessionProblems(
        filled({ useTextToSpeech: true, textToSpeechText: 'Hello', audioFile: audio }),
        avatars,
      ),
    ).toEqual({ textToSpeechText: 'one-first-message' });
  });

  it('submits trimmed values, drops the photos when an avatar is chosen, and nothing while invalid', () => {
    expect(createSessionValues(filled({ sessionTitle: ' ' }), avatars)).toBeUndefined();
    expect(
      createSessionValues(
        filled({ photos: [photo], useTextToSpeech: true, textToSpeechText: ' Hi ' }),
        avatars,
      ),
    ).toEqual({
      avatarId: 'a1',
      sessionTitle: 'Raise talk',
      patientId: undefined,
      sessionDescription: 'Asking for a raise',
      relationshipType: 'other',
      context: 'A tense meeting',
      emotionalTone: 'empathetic',
      difficulty: 'medium',
      photos: [],
      audioFile: null,
      useTextToSpeech: true,
      textToSpeechText: 'Hi',
    });
    const fromPhoto = createSessionValues(
      filled({ avatarId: null, photos: [photo], difficulty: 'hard' }),
      avatars,
    );
    expect(fromPhoto).toMatchObject({
      avatarId: null,
      photos: [photo],
      difficulty: 'hard',
      textToSpeechText: undefined,
    });
  });
});
