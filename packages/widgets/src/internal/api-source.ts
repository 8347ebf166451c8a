import {
  getRecorderApiFactory,
  type RecorderApi,
  type RecorderApiConfig,
  subscribeRecorderApi,
} from '../recorder/api';

/** The attributes that configure the API: changing one may give the element another api. */
export const API_ATTRIBUTES = ['data-token', 'data-key', 'data-avatar', 'data-api'] as const;

/** The element's API configuration, or `undefined` when it has neither a token nor a key. */
export function readApiConfig(element: Element): RecorderApiConfig | undefined {
  const token = element.getAttribute('data-token') || undefined;
  const publishableKey = element.getAttribute('data-key') || undefined;
  if (!token && !publishableKey) return undefined;
  const avatarId = element.getAttribute('data-avatar') || undefined;
  return {
    baseUrl: element.getAttribute('data-api') ?? '',
    ...(token ? { token } : {}),
    ...(publishableKey ? { publishableKey } : {}),
    ...(avatarId ? { avatarId } : {}),
  };
}

/**
 * Where an element gets its `RecorderApi`: the `api` property when set, else the registered
 * factory applied to its `data-*` attributes (one api per configuration, so a new `data-token`
 * gives a new api and an unchanged one keeps it).
 */
export class ApiSource {
  #explicit: RecorderApi | undefined;
  #cachedKey = '';
  #cached: RecorderApi | undefined;
  #cachedFactory: unknown;

  constructor(readonly element: Element) {}

  /** The api set as a property, if any. */
  get explicit(): RecorderApi | undefined {
    return this.#explicit;
  }

  set explicit(api: RecorderApi | undefined) {
    this.#explicit = api;
  }

  /** The api to use now, or `undefined` when there is none yet. */
  resolve(): RecorderApi | undefined {
    if (this.#explicit) return this.#explicit;
    const factory = getRecorderApiFactory();
    const config = readApiConfig(this.element);
    if (!factory || !config) return undefined;
    const key = JSON.stringify(config);
    if (key !== this.#cachedKey || factory !== this.#cachedFactory || !this.#cached) {
      // A fresh data-token follows the previous one: its api continues the same visit.
      const previous = this.#cachedKey ? (JSON.parse(this.#cachedKey) as RecorderApiConfig) : undefined;
      const previousToken =
        previous?.token && config.token && previous.token !== config.token ? previous.token : undefined;
      this.#cached = factory(previousToken ? { ...config, previousToken } : config);
      this.#cachedKey = key;
      this.#cachedFactory = factory;
    }
    return this.#cached;
  }

  /** Calls `listener` when a factory is registered or replaced; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    return subscribeRecorderApi(listener);
  }
}
