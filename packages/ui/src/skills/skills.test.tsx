import type { TranscriptWithScorecard } from '@rebond/sdk';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../history/fixtures';
import { SessionHistory } from '../history/session-history';
import { catalogueProblems } from '../i18n/catalogue-problems';
import { LocaleProvider } from '../i18n/locale';
import { LOCALES } from '../i18n/locales';
import { Conversation } from '../sessions/conversation';
import { expectNoAxeViolations } from '../test/axe';
import { scorecardFixture, trendFixture } from './fixtures';
import { skillMessages } from './messages/all-locales';
import { ScorecardPanel } from './scorecard-panel';
import { SkillChip } from './skill-chip';
import { SkillTrendChart } from './skill-trend-chart';
import { TranscriptForm } from './transcript-form';

const conversation = scorecardFixture.turns.flatMap((turn, i) => [
  { role: 'user' as const, content: turn.text },
  { role: 'assistant' as const, content: `Reply ${i + 1}` },
]);

describe('given a coded conversation', () => {
  it('shows a chip on each coach turn, reflections unlike questions, with the evidence as text', async () => {
    const { container } = render(<Conversation turns={conversation} codes={scorecardFixture.turns} />);
    const chips = container.querySelectorAll('[data-slot="skill-chip"]');
    expect([...chips].map((chip) => chip.getAttribute('data-kind'))).toEqual([
      'question',
      'reflection',
      'question',
      'reflection',
    ]);
    expect(chips[0]?.className).not.toBe(chips[1]?.className);
    expect(screen.getByText('Complex reflection')).toBeVisible();
    expect(chips[1]).toHaveAttribute('title', 'Evidence: “It sounds like”');
    expect(chips[1]).toHaveTextContent('Evidence: “It sounds like”');
    await expectNoAxeViolations(container);
  });

  it('translates the chips', () => {
    render(
      <LocaleProvider locale="fr">
        <SkillChip code="complex_reflection" evidence="It sounds like" />
      </LocaleProvider>,
    );
    expect(screen.getByText('Reflet complexe')).toBeVisible();
  });
});

describe('the scorecard panel', () => {
  it('gives the counts, the figures with their bands, the talk share and the two suggestions', async () => {
    const { container } = render(<ScorecardPanel scorecard={scorecardFixture} />);
    const figures = screen.getByRole('table', { name: 'MITI figures' });
    const rq = within(figures).getByRole('row', { name: /R:Q/ });
    expect(rq).toHaveTextContent('Fair');
    expect(rq).toHaveTextContent('1');
    expect(within(figures).getByRole('row', { name: /% complex/ })).toHaveTextContent('Good');
    expect(within(figures).getByRole('row', { name: /% open/ })).toHaveTextContent('Below fair');
    expect(within(figures).getByRole('row', { name: /talk time/ })).toHaveTextContent('42%');
    const counts = container.querySelector('[data-slot="scorecard-counts"]');
    expect(counts?.querySelector('[data-code="closed_question"] dd')).toHaveTextContent('2');
    expect(counts?.querySelector('[data-code="complex_reflection"] dd')).toHaveTextContent('1');
    expect(within(container).getAllByRole('listitem')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('bands confrontations and unasked advice on their own (fewer is better) and never calls a confronting session good overall', () => {
    const confronting = {
      ...scorecardFixture,
      confrontations: 2,
      non_adherent: {
        value: 2,
        band: 'below_fair' as const,
        fair: 1,
        good: 0,
        lower_is_better: true as const,
      },
      overall_band: 'below_fair' as const,
    };
    const { container } = render(<ScorecardPanel scorecard={confronting} />);
    const figures = screen.getByRole('table', { name: 'MITI figures' });
    const row = within(figures).getByRole('row', { name: /Confrontations and advice without permission/ });
    expect(row).toHaveTextContent('2');
    expect(row).toHaveTextContent('Below fair');
    expect(row).toHaveTextContent('fewer is better');
    expect(container.querySelector('[data-slot="scorecard-overall"]')).toHaveTextContent(
      'Overall: Below fair',
    );
  });

  it('says when it is loading, failed or empty', () => {
    const { rerender, container } = render(<ScorecardPanel status="loading" />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'loading');
    rerender(<ScorecardPanel status="error" />);
    expect(screen.getByText('The scorecard could not be computed.')).toBeVisible();
    rerender(<ScorecardPanel scorecard={{ ...scorecardFixture, turns: [] }} />);
    expect(screen.getByText('The scorecard appears after your first turn.')).toBeVisible();
  });

  it('says, in a language its coder does not read, that the codes are reliable only in the ones it does', () => {
    const english = { ...scorecardFixture, coder_languages: ['en'] };
    const { container, rerender } = render(<ScorecardPanel scorecard={english} />);
    expect(container.querySelector('[data-slot="scorecard-languages"]')).toBeNull();
    rerender(
      <LocaleProvider locale="fr">
        <ScorecardPanel scorecard={english} />
      </LocaleProvider>,
    );
    expect(container.querySelector('[data-slot="scorecard-languages"]')).toHaveTextContent(
      /ne sont fiables que pour les interventions en anglais/,
    );
    rerender(
      <LocaleProvider locale="fr">
        <ScorecardPanel scorecard={{ ...english, coder_languages: ['en', 'fr', 'es', 'de'] }} />
      </LocaleProvider>,
    );
    expect(container.querySelector('[data-slot="scorecard-languages"]')).toBeNull();
  });
});

describe('the trend chart', () => {
  it('draws one chart per figure with the fair and good bands, and the same figures as a table', async () => {
    const { container } = render(<SkillTrendChart points={trendFixture} />);
    const charts = screen.getAllByRole('img');
    expect(charts).toHaveLength(4);
    expect(charts[0]).toHaveAccessibleName('R:Q: 0.5, 1.2, 2.4');
    expect(container.querySelectorAll('rect[data-band="fair"]')).toHaveLength(3);
    expect(container.querySelectorAll('circle')).toHaveLength(12);
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(4);
    expect(table).toHaveTextContent('Intake, drinking');
    await expectNoAxeViolations(container);
  });

  it('says so when there is nothing yet', () => {
    render(<SkillTrendChart points={[]} />);
    expect(screen.getByText(/after your first coded session/)).toBeVisible();
  });
});

describe('the transcript form', () => {
  const coded: TranscriptWithScorecard = {
    id: scorecardFixture.id,
    title: 'Intake',
    format: 'plain',
    coach_label: 'Therapist',
    client_label: 'Client',
    coach_turns: 4,
    conversation,
    created_at: '2026-11-22T10:00:00.000Z',
    scorecard: { ...scorecardFixture, source: 'transcript' },
  };

  it('sends the pasted transcript and shows each coded turn and the scorecard', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => coded);
    const { container } = render(<TranscriptForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Title'), 'Intake');
    await user.type(screen.getByLabelText('Transcript'), 'T: Did you go?{enter}C: No.');
    await user.click(screen.getByRole('button', { name: 'Code transcript' }));
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Intake', text: 'T: Did you go?\nC: No.' });
    await waitFor(() => expect(screen.getByText('Scorecard of “Intake”')).toBeVisible());
    expect(within(screen.getByRole('list', { name: 'Coach turns' })).getAllByRole('listitem')).toHaveLength(
      4,
    );
    await expectNoAxeViolations(container);
  });

  it('reads an uploaded .vtt file, and shows the server’s reason when coding fails', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new Error('No speaker labels found');
    });
    render(<TranscriptForm onSubmit={onSubmit} errorMessage={(e) => (e as Error).message} />);
    const file = new File(['WEBVTT\n\n00:00.000 --> 00:01.000\n<v T>Hi'], 'first-session.vtt', {
      type: 'text/vtt',
    });
    await user.upload(screen.getByLabelText('Or upload a .txt or .vtt file'), file);
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('first-session'));
    expect(screen.getByLabelText('Transcript')).toHaveValue('WEBVTT\n\n00:00.000 --> 00:01.000\n<v T>Hi');
    await user.click(screen.getByRole('button', { name: 'Code transcript' }));
    expect(await screen.findByText('No speaker labels found')).toBeVisible();
  });

  it('asks for a title and text before sending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TranscriptForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Code transcript' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Give the transcript a title and some text.')).toBeVisible();
  });
});

describe('the history details with a scorecard loader', () => {
  it('loads the scorecard when the details open, then shows a chip per coach turn and the scorecard', async () => {
    const user = userEvent.setup();
    const session = sessionFixture({ conversation, ended_at: '2026-11-20T10:10:00.000Z' });
    const loadScorecard = vi.fn(async () => scorecardFixture);
    render(
      <SessionHistory
        state="ready"
        sessions={[session]}
        onRetry={vi.fn()}
        onCloseSession={vi.fn(async () => undefined)}
        onDeleteSession={vi.fn(async () => undefined)}
        loadScorecard={loadScorecard}
      />,
    );
    expect(loadScorecard).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    expect(loadScorecard).toHaveBeenCalledWith(session);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Scorecard' })).toBeVisible());
    const chips = dialog.querySelectorAll('[data-slot="session-conversation"] [data-slot="skill-chip"]');
    expect([...chips].map((chip) => chip.getAttribute('data-code'))).toEqual(
      scorecardFixture.turns.map((turn) => turn.code),
    );
    await expectNoAxeViolations(dialog);
  });
});

describe('the skills catalogues', () => {
  it('have the keys of English in every locale, and no empty text', () => {
    expect(catalogueProblems(skillMessages)).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s is translated', (locale) => {
    expect(skillMessages[locale].codes.complex_reflection).not.toBe(
      skillMessages.en.codes.complex_reflection,
    );
    expect(skillMessages[locale].scorecard.title).not.toBe(skillMessages.en.scorecard.title);
  });
});
