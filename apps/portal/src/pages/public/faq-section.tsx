import { Button } from '@rebond/ui';
import { useId, useMemo, useState } from 'react';
import { FAQ_CATEGORIES, FAQ_ITEMS, type FaqCategoryFilter } from './faq-items';
import { type FaqEntry, filterFaqs } from './filter-faqs';
import { SearchIcon } from './icons';
import { usePublicMessages } from './messages/use-public-messages';
import { SectionHeading } from './section-heading';

/**
 * The help page's FAQ: a search box over questions and answers, a category filter (native radio
 * buttons), the matching questions as native `<details>` disclosures, and a "No FAQs Found"
 * state with a way back to every question. The section carries
 * `data-state="results|empty"`.
 */
export function FaqSection() {
  const messages = usePublicMessages().help;
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategoryFilter>('all');
  const searchId = useId();
  const categoryName = useId();

  const entries = useMemo<FaqEntry[]>(
    () => FAQ_ITEMS.map(({ id, category }) => ({ id, category, ...messages.faqs[id] })),
    [messages],
  );
  const visible = filterFaqs(entries, { query, category });

  function clearFilters() {
    setQuery('');
    setCategory('all');
  }

  return (
    <section
      className="rb-public-section rb-public-section--tinted rb-faq"
      aria-labelledby="help-faq-heading"
      data-state={visible.length > 0 ? 'results' : 'empty'}
    >
      <div className="rb-public-container rb-public-container--narrow">
        <SectionHeading id="help-faq-heading" title={messages.faqHeading} />
        <div className="rb-faq__filters">
          <div className="rb-field rb-faq__search">
            <label htmlFor={searchId} className="rb-field__label">
              {messages.searchLabel}
            </label>
            <div className="rb-faq__search-box">
              <SearchIcon size={20} className="rb-faq__search-icon" />
              <input
                id={searchId}
                type="search"
                className="rb-input"
                value={query}
                placeholder={messages.searchPlaceholder}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
          </div>
          <fieldset className="rb-faq__categories">
            <legend className="rb-field__label">{messages.categoryLabel}</legend>
            <div className="rb-chips">
              {(['all', ...FAQ_CATEGORIES] as const).map((value) => (
                <label key={value} className="rb-chip">
                  <input
                    type="radio"
                    name={categoryName}
                    value={value}
                    checked={category === value}
                    onChange={() => setCategory(value)}
                    className="rb-chip__input"
                  />
                  <span className="rb-chip__label">{messages.categories[value]}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        {/* Announces the outcome of each search; when nothing matches, the visible block below says so. */}
        <p className={visible.length > 0 ? 'rb-faq__count' : 'rb-visually-hidden'} role="status">
          {visible.length > 0 ? messages.resultCount(visible.length, entries.length) : messages.emptyHeading}
        </p>
        {visible.length > 0 ? (
          <div className="rb-faq__list">
            {visible.map((entry) => (
              <details key={entry.id} className="rb-faq__item" data-category={entry.category}>
                <summary className="rb-faq__question">{entry.question}</summary>
                <p className="rb-faq__answer">{entry.answer}</p>
              </details>
            ))}
          </div>
        ) : (
          <div className="rb-faq__empty">
            <SearchIcon size={40} />
            <h3 className="rb-faq__empty-title">{messages.emptyHeading}</h3>
            <p>{messages.emptyText}</p>
            <Button variant="secondary" onClick={clearFilters}>
              {messages.clearFilters}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
