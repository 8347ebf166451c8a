import { applyTemplate, CHARACTER_TEMPLATES } from './templates';
import { type AvatarWizardDraft, emptyDraft } from './use-avatar-wizard';

/*
 * Sample drafts for the tests of the wizard model (not exported by the package); the portal's
 * avatar screens have their own, with sample avatars.
 */

/** A small portrait as an SVG data URL, so stories and tests need no network. */
export const SAMPLE_PICTURE = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="#cfe3e0"/><circle cx="60" cy="48" r="24" fill="#8a6b52"/><rect x="28" y="78" width="64" height="42" rx="20" fill="#1c6664"/></svg>',
)}`;

function templateById(id: string) {
  const found = CHARACTER_TEMPLATES.find((template) => template.id === id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
}

/** The calm-client template with its language filled: a complete profile. */
export const COMPLETE_FORM = { ...applyTemplate(templateById('calm-client')), talking_language: 'English' };

/** A draft at the given step with the earlier steps done. */
export function draftAt(
  step: AvatarWizardDraft['step'],
  change: Partial<AvatarWizardDraft> = {},
): AvatarWizardDraft {
  const draft = emptyDraft();
  return {
    ...draft,
    step,
    avatarId: step > 1 ? '6f1c2a9e-4b7d-4c1e-9a51-2f0d8c3b7e10' : null,
    createdName: step > 1 ? 'Elena' : null,
    data: {
      ...draft.data,
      avatar_name: step > 1 ? 'Elena' : '',
      pictures:
        step > 2 ? [{ name: 'portrait.svg', type: 'image/svg+xml', size: 420, dataUrl: SAMPLE_PICTURE }] : [],
    },
    character: step > 4 ? COMPLETE_FORM : draft.character,
    jobs: {
      avatar:
        step > 2 ? { id: 'a1b2c3d4-0000-4000-8000-000000000001', status: 'processing', progress: 35 } : null,
      voice: null,
    },
    ...change,
  };
}
