import { LOCALES, type Locale } from '@rebond/ui/messages';
import type { RebondEventMap, RebondEventName } from './events';
import { updateConfig } from './internal/config';
import { isSupportedLocale } from './internal/locale';
import { VERSION } from './version';

/** Options of `Rebond('init', options)`. */
export interface RebondInitOptions {
  /**
   * Language of every widget that has no `data-locale` of its own: `en`, `fr`, `es` or `de`
   * (region subtags such as `fr-CA` are accepted). Without it, widgets follow the nearest `lang`
   * attribute of the page.
   * @default undefined
   */
  locale?: Locale;
}

/** A listener given to `Rebond('on', ...)`: it receives the event itself. */
export type RebondEventHandler<K extends RebondEventName> = (event: RebondEventMap[K]) => void;

/**
 * The `window.Rebond` function. Before the runtime arrives, the loader snippet only queues the
 * calls (in `Rebond.q`); the runtime then replays them in order and takes over.
 */
export interface RebondCommand {
  /** Sets page-wide options; widgets already on the page re-render. */
  (command: 'init', options: RebondInitOptions): void;
  /** Listens to a Rebond event from any widget on the page. */
  <K extends RebondEventName>(command: 'on', event: K, handler: RebondEventHandler<K>): void;
  /** Removes a listener added with `on`. */
  <K extends RebondEventName>(command: 'off', event: K, handler: RebondEventHandler<K>): void;
}

/** `window.Rebond`: the queue of the loader snippet, or the runtime once it has loaded. */
export type RebondGlobal = RebondCommand & {
  /** Calls queued by the loader snippet before the runtime loaded. */
  q?: ArrayLike<unknown>[];
  /** Version of the runtime; absent while only the loader snippet has run. */
  version?: string;
};

declare global {
  interface Window {
    /** The Rebond command queue, then runtime. See `RebondCommand`. */
    Rebond?: RebondGlobal;
  }
}

/** Sets page-wide options; widgets already on the page re-render. Same as `Rebond('init', options)`. */
export function init(options: RebondInitOptions = {}): void {
  const { locale } = options;
  if (locale !== undefined && !isSupportedLocale(String(locale))) {
    console.warn(`[rebond] init: unsupported locale "${locale}"; use one of ${LOCALES.join(', ')}.`);
  }
  updateConfig({ locale });
}

/** Listens to a Rebond event from any widget on the page. Same as `Rebond('on', event, handler)`. */
export function on<K extends RebondEventName>(event: K, handler: RebondEventHandler<K>): void {
  document.addEventListener(event, handler);
}

/** Removes a listener added with `on`. Same as `Rebond('off', event, handler)`. */
export function off<K extends RebondEventName>(event: K, handler: RebondEventHandler<K>): void {
  document.removeEventListener(event, handler);
}

/** Runs one `Rebond(...)` call; a malformed one is reported, never thrown, so the rest still run. */
function runCommand(args: ArrayLike<unknown>): void {
  const [command, first, second] = Array.from(args);
  if (command === 'init' && (first === undefined || (typeof first === 'object' && first !== null))) {
    init(first as RebondInitOptions | undefined);
  } else if (
    (command === 'on' || command === 'off') &&
    typeof first === 'string' &&
    typeof second === 'function'
  ) {
    const listener = second as EventListener;
    if (command === 'on') document.addEventListener(first, listener);
    else document.removeEventListener(first, listener);
  } else {
    console.warn('[rebond] ignored an unknown or malformed call:', Array.from(args));
  }
}

/**
 * Replaces the loader's queue on `window.Rebond` with the runtime and replays the queued calls in
 * order. The `<script>` build does this when it loads; call it yourself when you bundle the
 * package and also use the loader snippet. Safe to call twice.
 */
export function installRebond(): RebondGlobal {
  const current = window.Rebond;
  if (current?.version) return current;
  const runtime = ((...args: unknown[]) => runCommand(args)) as RebondGlobal;
  runtime.version = VERSION;
  window.Rebond = runtime;
  for (const args of current?.q ?? []) runCommand(args);
  return runtime;
}
