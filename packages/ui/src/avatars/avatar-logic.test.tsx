import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  describeProfile,
  emptyCharacterForm,
  generateProfileText,
  missingProfileFields,
  parseCharacterForm,
  profilePreview,
  toCharacterProfile,
} from './character-profile';
import { COMPLETE_FORM, draftAt } from './fixtures';
import { creationOutcome, overallPercent, progressMessageIndex, timeRemainingBand } from './monitoring';
import { CHARACTER_TEMPLATES } from './templates';
import {
  continueBlocker,
  emptyDraft,
  parseDraft,
  serializeDraft,
  toFile,
  useAvatarWizard,
} from './use-avatar-wizard';

describe('the Continue rules', () => {
  it('step 1 needs a name that is not blank', () => {
    expect(continueBlocker(emptyDraft())).toBe('nameRequired');
    const named = emptyDraft();
    named.data.avatar_name = '   ';
    expect(continueBlocker(named)).toBe('nameRequired');
    named.data.avatar_name = 'Elena';
    expect(continueBlocker(named)).toBeNull();
  });

  it('step 2 needs a picture', () => {
    expect(continueBlocker(draftAt(2))).toBe('pictureRequired');
    expect(continueBlocker({ ...draftAt(3), step: 2 })).toBeNull();
  });

  it('step 3 never blocks: Upload without a file asks, as Record does', () => {
    const draft = draftAt(3);
    expect(continueBlocker(draft)).toBeNull();
    expect(continueBlocker({ ...draft, data: { ...draft.data, voice_option: 'record' } })).toBeNull();
    expect(continueBlocker({ ...draft, data: { ...draft.data, voice_option: 'generate' } })).toBeNull();
  });

  it('step 4 needs every required profile field', () => {
    expect(continueBlocker(draftAt(4))).toBe('profileIncomplete');
    expect(continueBlocker({ ...draftAt(5), step: 4 })).toBeNull();
    expect(continueBlocker({ ...draftAt(5), step: 4, character: { ...COMPLETE_FORM, age: ' ' } })).toBe(
      'profileIncomplete',
    );
  });
});

describe('the draft', () => {
  it('survives serialisation, files included', () => {
    const draft = draftAt(4);
    expect(parseDraft(serializeDraft(draft))).toEqual(draft);
  });

  it('can be saved without the files’ bytes', () => {
    const parsed = parseDraft(serializeDraft(draftAt(4), { withFiles: false }));
    expect(parsed?.data.pictures[0]?.name).toBe('portrait.svg');
    expect(parsed?.data.pictures[0]?.dataUrl).toBeNull();
    expect(parsed && toFile(parsed.data.pictures[0] as never)).toBeNull();
  });

  it('ignores anything that is not a draft', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 2, step: 1, data: {} }))).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 1, step: 9, data: {} }))).toBeNull();
  });

  it('turns a stored file back into the same bytes', async () => {
    const original = new File([new Uint8Array([1, 2, 3, 250])], 'voice.wav', { type: 'audio/wav' });
    const { result } = renderHook(() => useAvatarWizard());
    await act(async () => {
      expect(await result.current.setVoiceFile(original)).toBe(true);
    });
    const stored = result.current.draft.data.voice_file;
    const file = stored ? toFile(stored) : null;
    expect(file?.name).toBe('voice.wav');
    expect(file?.type).toBe('audio/wav');
    expect([...new Uint8Array((await file?.arrayBuffer()) ?? new ArrayBuffer(0))]).toEqual([1, 2, 3, 250]);
  });
});

describe('useAvatarWizard', () => {
  it('starts at step 1, moves within 1 to 5 and reports every change', () => {
    const seen: number[] = [];
    const { result } = renderHook(() => useAvatarWizard({ onDraftChange: (draft) => seen.push(draft.step) }));
    expect(result.current.step).toBe(1);
    act(() => result.current.back());
    expect(result.current.step).toBe(1);
    for (let index = 0; index < 6; index += 1) act(() => result.current.next());
    expect(result.current.step).toBe(5);
    act(() => result.current.goTo(2));
    expect(result.current.step).toBe(2);
    expect(seen.at(-1)).toBe(2);
  });

  it('resumes a draft and resets to step 1', () => {
    const { result } = renderHook(() => useAvatarWizard({ initialDraft: draftAt(4) }));
    expect(result.current.step).toBe(4);
    expect(result.current.draft.avatarId).not.toBeNull();
    act(() => result.current.reset());
    expect(result.current.draft).toEqual(emptyDraft());
  });

  it('keeps one picture, images only', async () => {
    const { result } = renderHook(() => useAvatarWizard());
    await act(async () => {
      expect(await result.current.setPicture(new File(['a'], 'a.png', { type: 'image/png' }))).toBe(true);
      expect(await result.current.setPicture(new File(['b'], 'b.png', { type: 'image/png' }))).toBe(true);
      expect(await result.current.setPicture(new File(['c'], 'c.txt', { type: 'text/plain' }))).toBe(false);
    });
    expect(result.current.draft.data.pictures.map((picture) => picture.name)).toEqual(['b.png']);
  });

  it('refuses a voice file that is not audio', async () => {
    const { result } = renderHook(() => useAvatarWizard());
    await act(async () => {
      expect(await result.current.setVoiceFile(new File(['x'], 'x.png', { type: 'image/png' }))).toBe(false);
    });
    expect(result.current.draft.data.voice_file).toBeNull();
  });

  it('fills every field from a template except the talking language', () => {
    const { result } = renderHook(() => useAvatarWizard());
    act(() => result.current.setCharacterField('talking_language', 'German'));
    act(() => result.current.applyTemplate('grieving-parent'));
    const form = result.current.draft.character;
    expect(form.name).toBe('Thomas');
    expect(form.talking_language).toBe('');
    expect(form.emotional_responses.sad_grieving).not.toBe('');
    expect(form.topic_behaviors.mental_health).not.toBe('');
    expect(result.current.profileComplete).toBe(false);
    act(() => result.current.setCharacterField('talking_language', 'English'));
    expect(result.current.profileComplete).toBe(true);
    expect(JSON.parse(result.current.profileText).talking_language).toBe('English');
  });

  it('has six templates tagged Angry, Neutral, Negative or Positive', () => {
    expect(CHARACTER_TEMPLATES).toHaveLength(6);
    expect(new Set(CHARACTER_TEMPLATES.map((template) => template.tag))).toEqual(
      new Set(['angry', 'neutral', 'negative', 'positive']),
    );
  });
});

describe('the character profile', () => {
  it('lists the missing required fields in order', () => {
    expect(missingProfileFields(emptyCharacterForm())).toEqual([
      'name',
      'age',
      'talking_language',
      'gender_identity',
      'voice_style',
      'base_emotional_tone',
      'personality_keywords',
      'role_occupation',
    ]);
  });

  it('leaves blank optional fields out of the saved profile', () => {
    const profile = toCharacterProfile({
      ...COMPLETE_FORM,
      background_story: '  ',
      emotional_responses: { ...emptyCharacterForm().emotional_responses },
    });
    expect(profile).not.toHaveProperty('background_story');
    expect(profile).not.toHaveProperty('emotional_responses');
    expect(profile.name).toBe('Elena');
  });

  it('reads a saved profile back into the form', () => {
    expect(parseCharacterForm(generateProfileText(COMPLETE_FORM))).toEqual(COMPLETE_FORM);
    expect(parseCharacterForm('Plain text profile')).toBeNull();
  });

  it('previews at most 100 characters, JSON profiles as a readable line', () => {
    expect(describeProfile(generateProfileText(COMPLETE_FORM))).toMatch(/^Elena \(35\) · Accountant · /);
    const long = 'word '.repeat(40);
    const preview = profilePreview(long);
    expect(preview).toHaveLength(103);
    expect(preview.endsWith('...')).toBe(true);
    expect(profilePreview('Short.')).toBe('Short.');
    expect(profilePreview(null)).toBe('');
  });
});

describe('monitoring', () => {
  it.each([
    [0, '8-10'],
    [19, '8-10'],
    [20, '5-7'],
    [49, '5-7'],
    [50, '2-4'],
    [79, '2-4'],
    [80, '1-2'],
    [100, '1-2'],
  ] as const)('at %i%% says %s min', (percent, band) => {
    expect(timeRemainingBand(percent)).toBe(band);
  });

  it('averages the jobs that run; a skipped voice does not count', () => {
    expect(overallPercent(null, null)).toBe(0);
    expect(overallPercent({ id: 'a', status: 'processing', progress: 40 }, null)).toBe(40);
    expect(
      overallPercent(
        { id: 'a', status: 'completed', progress: 90 },
        { id: 'v', status: 'processing', progress: 50 },
      ),
    ).toBe(75);
    expect(
      overallPercent(
        { id: 'a', status: 'processing', progress: 40 },
        { id: 'v', status: 'skipped', progress: 0 },
      ),
    ).toBe(40);
  });

  it('fails when any job failed and completes when the picture and the voice are done', () => {
    const done = { id: 'a', status: 'completed', progress: 100 } as const;
    expect(creationOutcome(null, null)).toBe('waiting');
    expect(creationOutcome(done, null)).toBe('completed');
    expect(creationOutcome(done, { id: 'v', status: 'processing', progress: 10 })).toBe('running');
    expect(creationOutcome(done, { id: 'v', status: 'failed', progress: 10 })).toBe('failed');
  });

  it('moves the progress message on every 30 s, or as far as the percent has come', () => {
    expect(progressMessageIndex(0, 0)).toBe(0);
    expect(progressMessageIndex(30_000, 0)).toBe(1);
    expect(progressMessageIndex(0, 60)).toBe(4);
    expect(progressMessageIndex(10 * 60_000, 0)).toBe(7);
  });
});
