import { SendMessageError } from '@rebond/sdk';
import { LocaleProvider } from '@rebond/ui';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useSendErrorMessage } from './session-data';

function translate(error: unknown, locale: 'en' | 'fr' = 'en') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LocaleProvider locale={locale}>{children}</LocaleProvider>
  );
  const { result } = renderHook(() => useSendErrorMessage(), { wrapper });
  return result.current(error);
}

describe('a failed send, in words', () => {
  it('says the message the sending flow carries, in the page language', () => {
    const failed = new SendMessageError({
      kind: 'template',
      key: 'videoCreationFailedWithReason',
      detail: 'no face',
    });
    expect(translate(failed)).toBe('Video creation failed: no face');
    expect(translate(failed, 'fr')).toBe('Échec de la création de la vidéo : no face');
    expect(translate(new SendMessageError({ kind: 'detail', text: 'Recording too long.' }))).toBe(
      'Recording too long.',
    );
  });

  it('says any other error as the rest of the portal does', () => {
    expect(translate(new Error('boom'))).toBe('Something went wrong. Please try again.');
    expect(translate(new Error('boom'), 'fr')).toBe('Une erreur est survenue. Veuillez réessayer.');
  });
});
