/**
 * A measured wait in words, in the locale's own unit names: "6 seconds", "6 secondes", "2 Minuten".
 * Under a minute it is whole seconds (at least 1), else whole minutes. Null without a figure (none
 * measured yet, or not a finite, non-negative number): the texts then say no time.
 */
export function waitText(seconds: number | null | undefined, locale: string): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  const [value, unit] =
    seconds < 59.5
      ? [Math.max(1, Math.round(seconds)), 'second']
      : [Math.max(1, Math.round(seconds / 60)), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
