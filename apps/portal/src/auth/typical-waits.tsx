import type { TypicalWaits } from '@rebond/ui';
import { useEffect } from 'react';
import { api } from '../api';

/**
 * Reads the server's measured waits once signed in (`GET /jobs/typical_durations`) and hands them
 * to the layout's `TypicalWaitsProvider`; until the answer (or if it fails) the screens promise no
 * time. Renders nothing.
 */
export function MeasuredWaits({ onWaits }: { onWaits(waits: TypicalWaits): void }) {
  useEffect(() => {
    const controller = new AbortController();
    api.timings
      .typical({ signal: controller.signal })
      .then((typical) =>
        onWaits({ replySeconds: typical.reply_seconds, avatarSeconds: typical.avatar_seconds }),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, [onWaits]);
  return null;
}
