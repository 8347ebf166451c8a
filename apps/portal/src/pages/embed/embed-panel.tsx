import { type Avatar, canStartSession, type EmbedKey, isRebondError } from '@rebond/sdk';
import { type EmbedKeyAvatar, EmbedKeys, type EmbedKeysProps } from '@rebond/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api';
import { useErrorMessage } from '../../use-error-message';

/** The Rebond server the widgets should call: the API base the page was given, else this origin. */
function widgetApiBase(): string {
  const base = api.baseUrl || window.location.origin;
  return new URL(base, window.location.origin).href.replace(/\/+$/, '');
}

/**
 * The widget's script as the server serves it (`/widgets/script.json`): its version and integrity
 * hash, so the snippets carry the canonical versioned URL with `integrity`; none while unknown.
 */
async function servedScript(base: string): Promise<EmbedKeysProps['script']> {
  try {
    const answer = await fetch(`${base}/widgets/script.json`);
    if (!answer.ok) return undefined;
    const { version, integrity } = (await answer.json()) as { version: string; integrity: string };
    return { version, integrity };
  } catch {
    return undefined;
  }
}

const toEmbedAvatar = (avatar: Avatar): EmbedKeyAvatar => ({
  id: avatar.id,
  name: avatar.avatar_name,
  active: canStartSession(avatar),
});

/**
 * The dashboard's Embed tab: the coach's embed keys and avatars from the API; creating adds the
 * new key to the list (its secret is shown once by the component), revoking marks it revoked.
 */
export function EmbedPanel() {
  const errorMessage = useErrorMessage();
  const [keys, setKeys] = useState<EmbedKey[]>([]);
  const [avatars, setAvatars] = useState<EmbedKeyAvatar[]>([]);
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');
  const [script, setScript] = useState<EmbedKeysProps['script']>();
  const loads = useRef(0);

  const load = useCallback(async () => {
    const load = ++loads.current;
    setState('loading');
    try {
      const [keyList, avatarList] = await Promise.all([api.embedKeys.list(), api.avatars.list()]);
      if (load !== loads.current) return;
      setKeys(keyList);
      setAvatars(avatarList.map(toEmbedAvatar));
      setState('ready');
    } catch {
      if (load === loads.current) setState('error');
    }
  }, []);

  useEffect(() => {
    void servedScript(widgetApiBase()).then(setScript);
  }, []);

  useEffect(() => {
    void load();
    return () => {
      loads.current += 1;
    };
  }, [load]);

  return (
    <EmbedKeys
      state={state}
      keys={keys}
      avatars={avatars}
      apiBase={widgetApiBase()}
      script={script}
      onRetry={() => void load()}
      describeError={(error) => (isRebondError(error) ? errorMessage(error, 'generic') : undefined)}
      onCreate={async (request) => {
        const created = await api.embedKeys.create(request);
        const { secret: _secret, ...key } = created;
        setKeys((list) => [key, ...list]);
        return created;
      }}
      onRevoke={async (key) => {
        await api.embedKeys.revoke(key.id);
        try {
          setKeys(await api.embedKeys.list());
        } catch {
          // The key is revoked all the same; until the next load, now is close enough.
          const revokedAt = new Date().toISOString();
          setKeys((list) =>
            list.map((item) => (item.id === key.id ? { ...item, revoked_at: revokedAt } : item)),
          );
        }
      }}
    />
  );
}
