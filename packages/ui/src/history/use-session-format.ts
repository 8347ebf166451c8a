import type { Session } from '@rebond/sdk';
import { useMemo } from 'react';
import { useLocale } from '../i18n/locale';
import { useHistoryMessages } from './messages';
import { sessionSeconds } from './session-history-model';

/** Formats a session's date, duration and type in the active locale. */
export function useSessionFormat() {
  const messages = useHistoryMessages();
  const locale = useLocale();
  return useMemo(() => {
    const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      date: (iso: string) => dateFormat.format(new Date(iso)),
      duration: (session: Pick<Session, 'duration' | 'started_at' | 'ended_at'>) => {
        const seconds = sessionSeconds(session);
        return seconds === undefined
          ? messages.inProgress
          : messages.durationText(Math.floor(seconds / 60), seconds % 60);
      },
      type: (session: Pick<Session, 'dynamic_session'>) =>
        session.dynamic_session ? messages.types.dynamic : messages.types.scenario,
    };
  }, [locale, messages]);
}
