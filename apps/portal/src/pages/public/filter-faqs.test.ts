import { describe, expect, it } from 'vitest';
import { type FaqEntry, filterFaqs } from './filter-faqs';

const ENTRIES: FaqEntry[] = [
  { id: 'a', category: 'technical', question: 'Microphone trouble?', answer: 'Allow access in the browser.' },
  { id: 'b', category: 'sessions', question: 'How do I start?', answer: 'Open the dashboard.' },
  { id: 'c', category: 'billing', question: 'Quelle réponse ?', answer: 'Aucune carte bancaire.' },
];

const ids = (entries: FaqEntry[]) => entries.map((entry) => entry.id);

describe('filterFaqs', () => {
  it('keeps everything for an empty query and the "all" category', () => {
    expect(ids(filterFaqs(ENTRIES, { query: '   ', category: 'all' }))).toEqual(['a', 'b', 'c']);
  });

  it('matches the question or the answer, ignoring case', () => {
    expect(ids(filterFaqs(ENTRIES, { query: 'MICROPHONE', category: 'all' }))).toEqual(['a']);
    expect(ids(filterFaqs(ENTRIES, { query: 'dashboard', category: 'all' }))).toEqual(['b']);
  });

  it('ignores accents', () => {
    expect(ids(filterFaqs(ENTRIES, { query: 'reponse', category: 'all' }))).toEqual(['c']);
  });

  it('needs every word of the query', () => {
    expect(ids(filterFaqs(ENTRIES, { query: 'allow browser', category: 'all' }))).toEqual(['a']);
    expect(ids(filterFaqs(ENTRIES, { query: 'allow dashboard', category: 'all' }))).toEqual([]);
  });

  it('keeps only the chosen category', () => {
    expect(ids(filterFaqs(ENTRIES, { query: '', category: 'sessions' }))).toEqual(['b']);
    expect(ids(filterFaqs(ENTRIES, { query: 'microphone', category: 'sessions' }))).toEqual([]);
  });
});
