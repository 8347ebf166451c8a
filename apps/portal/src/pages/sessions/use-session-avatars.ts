import type { SessionAvatar } from '@rebond/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api';
import { toSessionAvatar } from './session-data';

/** The coach's avatars for the session screens, loaded once; `reload` tries again. */
export function useSessionAvatars(enabled = true) {
  const [avatars, setAvatars] = useState<SessionAvatar[]>([]);
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');
  const current = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState('loading');
    try {
      const list = await api.avatars.list({ signal: controller.signal });
      setAvatars(list.map(toSessionAvatar));
      setState('ready');
    } catch {
      if (!controller.signal.aborted) setState('error');
    }
  }, []);

  useEffect(() => {
    if (enabled) void reload();
    return () => current.current?.abort();
  }, [enabled, reload]);

  return { avatars, state, reload };
}
