/**
 * Whether a request's `Origin` is one of a key's allowed origins: exact `scheme://host[:port]`, or
 * `https://*.host`, which matches every subdomain of host (not host itself) on the default port.
 */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (!origin) return false;
  const candidate = origin.toLowerCase();
  return allowed.some((rule) => {
    if (!rule.startsWith('https://*.')) return rule === candidate;
    const suffix = rule.slice('https://*'.length);
    return (
      candidate.startsWith('https://') &&
      candidate.endsWith(suffix) &&
      candidate.length > `https://${suffix}`.length
    );
  });
}
