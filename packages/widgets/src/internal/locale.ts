import { LOCALES, type Locale, matchLocale } from '@rebond/ui/messages';

/** Whether `tag` (such as `fr` or `fr-CA`) names a language the widgets speak. */
export function isSupportedLocale(tag: string): boolean {
  const base = tag.toLowerCase().split('-')[0];
  return LOCALES.some((locale) => locale === base);
}

/** The `lang` of the nearest ancestor that has one, crossing shadow roots; `<html lang>` last. */
export function inheritedLang(element: Element): string | undefined {
  let node: Element | null = element;
  while (node) {
    const lang = node.getAttribute('lang');
    if (lang) return lang;
    node = node.parentElement ?? hostOf(node);
  }
  return undefined;
}

function hostOf(node: Element): Element | null {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** The first supported language among `candidates`, in order; English when none is. */
export function resolveLocale(candidates: readonly (string | null | undefined)[]): Locale {
  return matchLocale(candidates.filter((tag): tag is string => Boolean(tag)));
}
