import type { FaqCategory, FaqCategoryFilter } from './faq-items';

/** A question ready to show: its id, category and localized text. */
export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

/** What the reader filters by. */
export interface FaqFilter {
  /** Free text; every word must appear in the question or the answer. */
  query: string;
  /** The category to keep, or `all`. */
  category: FaqCategoryFilter;
}

/** Lower-cases and strips accents, so "reponse" finds "réponse" and "Ü" finds "u". */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/**
 * Keeps the questions of the chosen category whose question or answer contains every word of
 * the query, ignoring case and accents. An empty query keeps the whole category.
 */
export function filterFaqs(entries: readonly FaqEntry[], { query, category }: FaqFilter): FaqEntry[] {
  const terms = normalize(query).split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (category !== 'all' && entry.category !== category) return false;
    const haystack = normalize(`${entry.question} ${entry.answer}`);
    return terms.every((term) => haystack.includes(term));
  });
}
