/** Every key optional at every depth; message functions are replaced whole. */
export type DeepPartial<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const merged = new WeakMap<object, WeakMap<object, unknown>>();

/**
 * `base` with `override`'s texts in place of its own, at any depth. The result is cached per pair
 * of objects, so a component re-rendering with the same overrides gets the same catalogue.
 */
export function mergeMessages<T>(base: T, override: DeepPartial<T> | undefined): T {
  if (override === undefined || !isRecord(base) || !isRecord(override)) return base;
  let byOverride = merged.get(base);
  if (!byOverride) {
    byOverride = new WeakMap();
    merged.set(base, byOverride);
  }
  const cached = byOverride.get(override);
  if (cached !== undefined) return cached as T;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    result[key] = isRecord(value) && isRecord(base[key]) ? mergeMessages(base[key], value) : value;
  }
  byOverride.set(override, result);
  return result as T;
}
