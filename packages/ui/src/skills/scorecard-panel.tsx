import type { BandedFigure, Scorecard, SkillCodeName } from '@rebond/sdk';
import { SKILL_CODE_NAMES } from '@rebond/vocabulary';
import { type ComponentProps, useId } from 'react';
import { useLocale } from '../i18n/locale';
import { cn } from '../lib/cn';
import { Heading, type HeadingLevel } from '../primitives/heading';
import { Notice } from '../primitives/notice';
import { Spinner } from '../primitives/spinner';
import { useSkillMessages } from './messages';
import { SkillChip } from './skill-chip';

export interface ScorecardPanelProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The scorecard, when loaded (its debrief should be in the page's language). */
  scorecard?: Scorecard | null | undefined;
  /** Loading, failed, or ready. @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** @default 2 */
  headingLevel?: HeadingLevel;
}

/** Languages named in the page's language ("English", "anglais"), as a list. */
const languageList = (codes: readonly string[], locale: string) => {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(
    codes.map((code) => names.of(code) ?? code),
  );
};

/** Every behaviour code but `other`, in the vocabulary's order. */
const COUNTED = SKILL_CODE_NAMES.filter((code): code is Exclude<SkillCodeName, 'other'> => code !== 'other');

/**
 * A session's scorecard: the behaviour counts, R:Q, % complex reflections and % open questions
 * with their fair/good bands, confrontations and unasked advice with their own band (fewer is
 * better), the overall band, the coach's talk share, and the debrief with its two suggestions.
 */
export function ScorecardPanel({
  scorecard,
  status = 'ready',
  headingLevel = 2,
  className,
  ...props
}: ScorecardPanelProps) {
  const messages = useSkillMessages();
  const text = messages.scorecard;
  const locale = useLocale();
  const titleId = useId();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const sub = Math.min(headingLevel + 1, 4) as HeadingLevel;
  // Scorecards recorded before the non-adherent figure was added have neither field.
  const nonAdherent = scorecard?.non_adherent as Scorecard['non_adherent'] | undefined;
  const overall = scorecard?.overall_band as Scorecard['overall_band'] | undefined;
  const state = status !== 'ready' ? status : scorecard && scorecard.turns.length > 0 ? 'ready' : 'empty';
  return (
    <section
      aria-labelledby={titleId}
      {...props}
      data-slot="scorecard"
      data-state={state}
      className={cn('rb-scorecard', className)}
    >
      <Heading level={headingLevel} id={titleId} className="rb-scorecard__title">
        {text.title}
      </Heading>
      {state === 'loading' ? (
        <p className="rb-scorecard__muted">
          <Spinner /> {text.loading}
        </p>
      ) : state === 'error' ? (
        <Notice tone="error">{text.failed}</Notice>
      ) : state === 'empty' || !scorecard ? (
        <p className="rb-scorecard__muted">{text.empty}</p>
      ) : (
        <>
          <p className="rb-scorecard__muted">{text.turns(scorecard.turns.length)}</p>
          {scorecard.coder_languages && !scorecard.coder_languages.includes(locale) ? (
            <Notice tone="info" data-slot="scorecard-languages">
              {text.codedIn(languageList(scorecard.coder_languages, locale))}
            </Notice>
          ) : null}
          <dl aria-label={text.countsLabel} data-slot="scorecard-counts" className="rb-scorecard__counts">
            {COUNTED.filter(
              (code) =>
                (scorecard.counts[code] ?? 0) > 0 || code.endsWith('question') || code.endsWith('reflection'),
            ).map((code) => (
              <div key={code} data-code={code}>
                <dt>
                  <SkillChip code={code} />
                </dt>
                <dd>{scorecard.counts[code] ?? 0}</dd>
              </div>
            ))}
          </dl>
          <table
            aria-label={text.figuresLabel}
            data-slot="scorecard-figures"
            className="rb-scorecard__figures"
          >
            <thead>
              <tr>
                <th scope="col">{text.figure}</th>
                <th scope="col">{text.value}</th>
                <th scope="col">{text.band}</th>
                <th scope="col" className="rb-scorecard__thresholds">
                  {text.thresholds}
                </th>
              </tr>
            </thead>
            <tbody>
              {figureRow(
                'reflection_to_question',
                text.reflectionToQuestion,
                scorecard.reflection_to_question,
                (v) => decimal.format(v),
              )}
              {figureRow(
                'percent_complex_reflections',
                text.complexReflections,
                scorecard.percent_complex_reflections,
                (v) => percent.format(v),
              )}
              {figureRow(
                'percent_open_questions',
                text.openQuestions,
                scorecard.percent_open_questions,
                (v) => percent.format(v),
              )}
              {nonAdherent ? (
                <tr data-figure="non_adherent" data-band={nonAdherent.band}>
                  <th scope="row">{text.nonAdherent}</th>
                  <td data-label={text.value}>{nonAdherent.value}</td>
                  <td data-label={text.band}>
                    <span className="rb-scorecard__band" data-band={nonAdherent.band}>
                      {messages.bands[nonAdherent.band]}
                    </span>
                  </td>
                  <td data-label={text.thresholds} className="rb-scorecard__thresholds">
                    {text.nonAdherentThresholds(String(nonAdherent.fair), String(nonAdherent.good))}
                  </td>
                </tr>
              ) : null}
              <tr data-figure="coach_talk_share">
                <th scope="row">{text.talkShare}</th>
                <td data-label={text.value}>
                  {scorecard.coach_talk_share.value === null
                    ? '-'
                    : percent.format(scorecard.coach_talk_share.value)}
                </td>
                <td colSpan={2} className="rb-scorecard__muted">
                  {
                    {
                      estimated: text.talkEstimated,
                      recordings: text.talkMeasured,
                      mixed: text.talkMixed,
                    }[scorecard.coach_talk_share.measured]
                  }
                </td>
              </tr>
            </tbody>
          </table>
          <Heading level={sub} className="rb-scorecard__subtitle">
            {text.debrief}
          </Heading>
          {overall ? (
            <p data-slot="scorecard-overall" data-band={overall}>
              {text.overall}:{' '}
              <span className="rb-scorecard__band" data-band={overall}>
                {messages.bands[overall]}
              </span>
            </p>
          ) : null}
          <p data-slot="scorecard-debrief">{scorecard.debrief.summary}</p>
          {scorecard.debrief.suggestions.length > 0 ? (
            <>
              <Heading level={Math.min(sub + 1, 4) as HeadingLevel} className="rb-scorecard__subtitle">
                {text.suggestions}
              </Heading>
              <ol data-slot="scorecard-suggestions" className="rb-scorecard__suggestions">
                {scorecard.debrief.suggestions.map((s) => (
                  <li key={`${s.kind}-${s.turn ?? 'x'}`} data-kind={s.kind}>
                    {s.text}
                  </li>
                ))}
              </ol>
            </>
          ) : null}
        </>
      )}
    </section>
  );

  function figureRow(name: string, label: string, figure: BandedFigure, format: (value: number) => string) {
    return (
      <tr key={name} data-figure={name} data-band={figure.band ?? 'none'}>
        <th scope="row">{label}</th>
        <td data-label={text.value}>{figure.value === null ? '-' : format(figure.value)}</td>
        <td data-label={text.band}>
          <span className="rb-scorecard__band" data-band={figure.band ?? 'none'}>
            {figure.band ? messages.bands[figure.band] : messages.noBand}
          </span>
        </td>
        <td data-label={text.thresholds} className="rb-scorecard__thresholds">
          {format(figure.fair)} / {format(figure.good)}
        </td>
      </tr>
    );
  }
}
