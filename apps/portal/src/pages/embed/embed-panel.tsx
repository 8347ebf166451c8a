import { type Avatar, canStartSession, isRebondError } from '@rebond/sdk';
import { type EmbedKeyAvatar, EmbedKeys, type EmbedKeysProps } from '@rebond/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { useAvatars } from '../../data/avatars';
import { useEmbedKeyMutations, useEmbedKeys } from '../../data/embed-keys';
import { panelState } from '../../data/panel-state';
import { useErrorMessage } from '../../use-error-message';

/** The Rebond server the widgets should call: the API base the page was given, else this origin. */
function widgetApiBase(): string {
  const base = api.baseUrl || window.location.origin;
  return new URL(base, window.location.origin).href.replace(/\/+$/, '');
}

/**
 * The widget's script as the server serves it (`/widgets/script.json`): its version and integrity
 * hash, so the snippets carry the canonical versioned URL with `integrity`; null when unknown.
 */
async function servedScript(base: string): Promise<EmbedKeysProps['script'] | null> {
  try {
    const answer = await fetch(`${base}/widgets/script.json`);
    if (!answer.ok) return null;
    const { version, integrity } = (await answer.json()) as { version: string; integrity: string };
    return { version, integrity };
  } catch {
    return null;
  }
}

const toEmbedAvatars = (avatars: Avatar[]): EmbedKeyAvatar[] =>
  avatars.map((avatar) => ({ id: avatar.id, name: avatar.avatar_name, active: canStartSession(avatar) }));

/**
 * The dashboard's Embed tab: the coach's embed keys and avatars from the API; creating adds the
 * new key to the list (its secret is shown once by the component), revoking marks it revoked.
 */
export function EmbedPanel() {
  const errorMessage = useErrorMessage();
  const keys = useEmbedKeys();
  const avatars = useAvatars(toEmbedAvatars);
  const { create, revoke } = useEmbedKeyMutations();
  const apiBase = widgetApiBase();
  const script = useQuery({ queryKey: ['widgets', 'script', apiBase], queryFn: () => servedScript(apiBase) });
  // Both lists or nothing: a key names its avatars.
  const state = panelState({
    data: keys.data && avatars.data ? true : undefined,
    isError: keys.isError || avatars.isError,
    isFetching: keys.isFetching || avatars.isFetching,
  });

  return (
    <EmbedKeys
      state={state}
      keys={keys.data ?? []}
      avatars={avatars.data ?? []}
      apiBase={apiBase}
      script={script.data ?? undefined}
      onRetry={() => {
        if (!keys.data) void keys.refetch();
        if (!avatars.data) void avatars.refetch();
      }}
      describeError={(error) => (isRebondError(error) ? errorMessage(error, 'generic') : undefined)}
      onCreate={(request) => create.mutateAsync(request)}
      onRevoke={async (key) => {
        await revoke.mutateAsync(key.id);
      }}
    />
  );
}
