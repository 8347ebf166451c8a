import { describe, expect, it } from 'vitest';
import { consentMessages } from '../../consent/messages/all-locales';
import { consentDetailsMessages } from '../../consent/messages/details/all-locales';
import { catalogueProblems } from '../catalogue-problems';
import { LOCALES } from '../locale';
import { uiMessages } from '../ui-messages';

describe('ui message catalogues', () => {
  it('the ui, consent and consent-details catalogues have the keys and list lengths of English in every locale, and no empty text', () => {
    expect(catalogueProblems(uiMessages)).toEqual([]);
    expect(catalogueProblems(consentMessages)).toEqual([]);
    expect(catalogueProblems(consentDetailsMessages)).toEqual([]);
  });

  it('gives every consent type its details, and the decline confirmation its four next steps', () => {
    expect(Object.keys(consentDetailsMessages.en)).toEqual(Object.keys(consentMessages.en.types));
    expect(uiMessages.en.declineConfirmation.next).toHaveLength(4);
  });

  it('the other catalogues are translated, not copies of English', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(consentMessages[locale].accept).not.toBe(consentMessages.en.accept);
      expect(consentDetailsMessages[locale].session).not.toEqual(consentDetailsMessages.en.session);
      expect(uiMessages[locale].register.passwordsMismatch).not.toBe(
        uiMessages.en.register.passwordsMismatch,
      );
    }
  });
});
