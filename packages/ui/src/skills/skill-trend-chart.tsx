import { SKILL_BANDS, type SkillTrendPoint } from '@rebond/sdk';
import { type ComponentProps, useId } from 'react';
import { useLocale } from '../i18n/locale';
import { cn } from '../lib/cn';
import { Heading, type HeadingLevel } from '../primitives/heading';
import { useSkillMessages } from './messages';

export interface SkillTrendChartProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The trend, oldest first (`GET /skills/trend`). */
  points: readonly SkillTrendPoint[];
  /** @default 2 */
  headingLevel?: HeadingLevel;
}

type Figure =
  | 'reflection_to_question'
  | 'percent_complex_reflections'
  | 'percent_open_questions'
  | 'coach_talk_share';
const FIGURES: Figure[] = [
  'reflection_to_question',
  'percent_complex_reflections',
  'percent_open_questions',
  'coach_talk_share',
];

const W = 240;
const H = 96;
const PAD = 6;

/**
 * Progress over time: one small SVG chart per figure (R:Q, % complex reflections, % open
 * questions, talk share) with the MITI fair and good bands shaded, and the same figures as a table.
 */
export function SkillTrendChart({ points, headingLevel = 2, className, ...props }: SkillTrendChartProps) {
  const messages = useSkillMessages();
  const text = messages.trend;
  const locale = useLocale();
  const titleId = useId();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const format = (figure: Figure, value: number | null) =>
    value === null
      ? '-'
      : figure === 'reflection_to_question'
        ? decimal.format(value)
        : percent.format(value);
  const label: Record<Figure, string> = {
    reflection_to_question: text.reflectionToQuestion,
    percent_complex_reflections: text.complexReflections,
    percent_open_questions: text.openQuestions,
    coach_talk_share: text.talkShare,
  };
  return (
    <section
      aria-labelledby={titleId}
      {...props}
      data-slot="skill-trend"
      data-state={points.length ? 'filled' : 'empty'}
      className={cn('rb-skill-trend', className)}
    >
      <Heading level={headingLevel} id={titleId} className="rb-skill-trend__title">
        {text.title}
      </Heading>
      {points.length === 0 ? (
        <p className="rb-scorecard__muted">{text.empty}</p>
      ) : (
        <>
          <div className="rb-skill-trend__charts" data-points={points.length}>
            {FIGURES.map((figure) => {
              const values = points.map((p) => p[figure]);
              const bands = figure === 'coach_talk_share' ? undefined : SKILL_BANDS[figure];
              const top =
                figure === 'reflection_to_question' ? Math.max(3, ...values.map((v) => v ?? 0)) * 1.05 : 1;
              const y = (v: number) => PAD + (H - 2 * PAD) * (1 - Math.min(v, top) / top);
              const x = (i: number) =>
                points.length === 1 ? W / 2 : PAD + ((W - 2 * PAD) * i) / (points.length - 1);
              const drawn = values
                .map((v, i) => (v === null ? null : ([x(i), y(v)] as const)))
                .filter((p): p is readonly [number, number] => p !== null);
              const description = `${label[figure]}: ${values.map((v) => format(figure, v)).join(', ')}`;
              return (
                <figure key={figure} className="rb-skill-trend__chart" data-figure={figure}>
                  <figcaption>{label[figure]}</figcaption>
                  <svg
                    viewBox={`0 0 ${W} ${H}`}
                    role="img"
                    aria-label={description}
                    preserveAspectRatio="none"
                  >
                    {bands ? (
                      <>
                        <rect
                          data-band="fair"
                          x={0}
                          width={W}
                          y={y(bands.good)}
                          height={y(bands.fair) - y(bands.good)}
                          className="rb-skill-trend__band--fair"
                        />
                        <rect
                          data-band="good"
                          x={0}
                          width={W}
                          y={y(top)}
                          height={y(bands.good) - y(top)}
                          className="rb-skill-trend__band--good"
                        />
                        <text
                          x={2}
                          y={y(bands.fair) - 2}
                          textAnchor="start"
                          className="rb-skill-trend__band-label"
                        >
                          {text.fairLine}
                        </text>
                        <text
                          x={W - 2}
                          y={y(bands.good) - 2}
                          textAnchor="end"
                          className="rb-skill-trend__band-label"
                        >
                          {text.goodLine}
                        </text>
                      </>
                    ) : null}
                    <line x1={0} x2={W} y1={y(0)} y2={y(0)} className="rb-skill-trend__axis" />
                    {drawn.length > 1 ? (
                      <polyline
                        points={drawn.map(([px, py]) => `${px},${py}`).join(' ')}
                        className="rb-skill-trend__line"
                      />
                    ) : null}
                    {drawn.map(([px, py]) => (
                      <circle key={`${px}-${py}`} cx={px} cy={py} r={3} className="rb-skill-trend__dot" />
                    ))}
                  </svg>
                </figure>
              );
            })}
          </div>
          <details className="rb-skill-trend__details">
            <summary>{text.showTable}</summary>
            <table
              aria-label={text.tableLabel}
              data-slot="skill-trend-table"
              className="rb-scorecard__figures"
            >
              <thead>
                <tr>
                  <th scope="col">{text.date}</th>
                  <th scope="col">{text.source}</th>
                  {FIGURES.map((figure) => (
                    <th key={figure} scope="col">
                      {label[figure]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.id} data-source={point.source}>
                    <th scope="row">{date.format(new Date(point.started_at))}</th>
                    <td>{point.source === 'session' ? text.session : (point.title ?? text.transcript)}</td>
                    {FIGURES.map((figure) => (
                      <td key={figure}>{format(figure, point[figure])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
