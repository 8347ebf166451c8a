import type { Locale } from '@rebond/ui/messages';

/** Page-wide settings given through `Rebond('init', ...)`, and the widgets that depend on them. */
interface RuntimeConfig {
  locale: Locale | undefined;
}

const config: RuntimeConfig = { locale: undefined };
const subscribers = new Set<() => void>();

export function getConfig(): Readonly<RuntimeConfig> {
  return config;
}

export function updateConfig(patch: Partial<RuntimeConfig>): void {
  Object.assign(config, patch);
  for (const notify of subscribers) notify();
}

/** Calls `notify` after every config change; returns the unsubscribe function. */
export function subscribeConfig(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}
