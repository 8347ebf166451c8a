import { emptyDraft, parseDraft } from '@rebond/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, DRAFT_KEY, loadDraft, STEP_KEY, saveDraft } from './draft-storage';

const draftAtStep3 = () => {
  const draft = emptyDraft();
  return {
    ...draft,
    step: 3 as const,
    avatarId: '6f1c2a9e-4b7d-4c1e-9a51-2f0d8c3b7e10',
    data: {
      ...draft.data,
      avatar_name: 'Elena',
      pictures: [{ name: 'face.png', type: 'image/png', size: 4, dataUrl: 'data:image/png;base64,AAECAw==' }],
    },
  };
};

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the avatar-creation draft', () => {
  it('on a fresh visit (nothing in this tab) starts at step 1 and drops a stale step', () => {
    localStorage.setItem(STEP_KEY, '4');
    expect(loadDraft()).toBeNull();
    expect(localStorage.getItem(STEP_KEY)).toBeNull();
  });

  it('after a reload in the same tab, resumes the saved draft; the step is also in local storage', () => {
    saveDraft(draftAtStep3());
    expect(localStorage.getItem(STEP_KEY)).toBe('3');
    expect(loadDraft()).toEqual(draftAtStep3());
  });

  it('when session storage is full, saves the draft without the files', () => {
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (this === sessionStorage && value.includes('base64'))
        throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    saveDraft(draftAtStep3());
    const saved = parseDraft(sessionStorage.getItem(DRAFT_KEY));
    expect(saved?.step).toBe(3);
    expect(saved?.data.pictures[0]?.name).toBe('face.png');
    expect(saved?.data.pictures[0]?.dataUrl).toBeNull();
  });

  it('is forgotten by clearDraft', () => {
    saveDraft(draftAtStep3());
    clearDraft();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(STEP_KEY)).toBeNull();
    expect(loadDraft()).toBeNull();
  });
});
