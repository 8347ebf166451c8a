import { DEFAULT_LOCALE, LOCALES } from './locales';

/** Every leaf of a catalogue by its path: a text, a function (a message that takes values), a list's length. */
function leaves(value: unknown, path: string, out: Map<string, string>): Map<string, string> {
  if (Array.isArray(value)) {
    out.set(path, `a list of ${value.length}`);
    value.forEach((item, i) => {
      leaves(item, `${path}[${i}]`, out);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, path ? `${path}.${key}` : key, out);
  } else if (typeof value === 'string') {
    out.set(path, value.trim() ? 'a text' : 'an empty text');
  } else {
    out.set(path, typeof value === 'function' ? 'a function' : typeof value);
  }
  return out;
}

/**
 * What is wrong with a set of message catalogues, one per locale, against the English one: a
 * locale missing, a key missing or extra, a leaf of another kind (a text where English has a
 * function), a list of another length, an empty text. No problem, an empty list. The compiler
 * checks the keys of typed catalogues; this checks what it cannot (empty texts, lists, catalogues
 * typed loosely), and is what a test of catalogues runs: `expect(catalogueProblems(x)).toEqual([])`.
 */
export function catalogueProblems(catalogues: Readonly<Partial<Record<string, unknown>>>): string[] {
  const english = leaves(catalogues[DEFAULT_LOCALE], '', new Map());
  const problems: string[] = [];
  for (const locale of LOCALES) {
    if (!(locale in catalogues)) {
      problems.push(`${locale}: missing`);
      continue;
    }
    const own = leaves(catalogues[locale], '', new Map());
    for (const [path, kind] of own) {
      const expected = english.get(path);
      if (expected === undefined) problems.push(`${locale} ${path}: not in English`);
      else if (kind === 'an empty text') problems.push(`${locale} ${path}: empty`);
      else if (kind !== expected && expected !== 'an empty text')
        problems.push(`${locale} ${path}: ${kind}, English has ${expected}`);
    }
    for (const path of english.keys()) if (!own.has(path)) problems.push(`${locale} ${path}: missing`);
  }
  return problems;
}
