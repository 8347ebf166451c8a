import { type AvatarWizardDraft, parseDraft, serializeDraft } from '@rebond/ui';

/** Session-storage key of the avatar-creation draft (spec section 3). */
export const DRAFT_KEY = 'rebond-avatar-wizard-draft';
/** Local-storage key of the wizard's current step (spec section 3: "also in local storage"). */
export const STEP_KEY = 'rebond-avatar-wizard-step';

/**
 * The draft to resume, or null to start at step 1.
 *
 * The spec says both that the draft survives in session storage and that "the wizard resets to
 * step 1 on load". They reconcile by tab: session storage belongs to one tab and survives a reload
 * of it, so a reload (or coming back to the tab panel) restores the draft, while a fresh visit -
 * a new tab, or the browser reopened - has no draft in session storage and starts at step 1. The
 * step kept in local storage is then stale and is cleared, never used to jump ahead on its own.
 */
export function loadDraft(): AvatarWizardDraft | null {
  try {
    const draft = parseDraft(sessionStorage.getItem(DRAFT_KEY));
    if (!draft) localStorage.removeItem(STEP_KEY);
    return draft;
  } catch {
    return null;
  }
}

/**
 * Saves the draft with the files' bytes; when session storage is full (large photos or voice
 * files), saves it without them: a reload then asks for the file again.
 */
export function saveDraft(draft: AvatarWizardDraft): void {
  try {
    localStorage.setItem(STEP_KEY, String(draft.step));
    try {
      sessionStorage.setItem(DRAFT_KEY, serializeDraft(draft));
    } catch {
      sessionStorage.setItem(DRAFT_KEY, serializeDraft(draft, { withFiles: false }));
    }
  } catch {
    // Storage refused entirely (private mode quotas): the wizard still works, without resuming.
  }
}

/** Forgets the draft (Reset, Cancel, and after the avatar was created and left). */
export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
    localStorage.removeItem(STEP_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
