import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Conversation } from '../sessions/conversation';
import { scorecardFixture, trendFixture } from './fixtures';
import { ScorecardPanel } from './scorecard-panel';
import { SkillChip } from './skill-chip';
import { SkillTrendChart } from './skill-trend-chart';
import { TranscriptForm } from './transcript-form';

const meta = {
  title: 'Skills/ScorecardPanel',
  component: ScorecardPanel,
  args: { scorecard: scorecardFixture },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ScorecardPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scored: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'MITI figures' })).toBeVisible();
    await expect(canvas.getAllByText('Fair').length).toBeGreaterThan(0);
  },
};

/** A card just wider than the stacked layout's 30em (a session page's side column): the table fits. */
export const ScoredInANarrowCard: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 520 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const card = canvas.getByRole('table', { name: 'MITI figures' }).closest('section');
    await expect(card?.scrollWidth).toBeLessThanOrEqual(card?.clientWidth ?? 0);
  },
};

export const Loading: Story = { args: { scorecard: null, status: 'loading' } };

export const Failed: Story = { args: { scorecard: null, status: 'error' } };

export const Chips: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <SkillChip code="open_question" evidence="What" />
      <SkillChip code="closed_question" evidence="Did you" />
      <SkillChip code="simple_reflection" evidence="You feel" />
      <SkillChip code="complex_reflection" evidence="It sounds like" />
      <SkillChip code="affirmation" evidence="You worked hard" />
      <SkillChip code="advice" evidence="You should" />
      <SkillChip code="confront" evidence="admit it" />
      <SkillChip code="giving_information" evidence="The clinic opens" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-kind="reflection"]')).toHaveLength(2);
  },
};

export const CodedConversation: Story = {
  render: () => (
    <Conversation
      turns={scorecardFixture.turns.flatMap((turn, i) => [
        { role: 'user' as const, content: turn.text },
        { role: 'assistant' as const, content: `Reply ${i + 1}` },
      ])}
      codes={scorecardFixture.turns}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skill-chip"]')).toHaveLength(4);
  },
};

export const HeardTurnToConfirm: Story = {
  render: () => (
    <Conversation
      turns={[
        {
          role: 'user',
          content: 'so you feel like you never get a break from her',
          heard: {
            text: 'so you feel like you never get a break from her',
            words: 'so you feel like you never get a break from her'
              .split(' ')
              .map((word, i) => ({ word, confidence: i === 7 || i === 9 ? 0.31 : 0.95 })),
            confirmed: false,
            corrected: false,
          },
        },
        { role: 'assistant', content: 'Not ever. She calls every night.' },
      ]}
      codes={[
        {
          code: 'simple_reflection',
          evidence: 'you feel',
          not_coded: true,
        },
      ]}
      onCorrectTurn={fn(async () => undefined)}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    // The recogniser's unsure words are marked, and the turn waits for the coach: not coded yet.
    await expect(canvasElement.querySelectorAll('[data-slot="unsure-word"]')).toHaveLength(2);
    await expect(canvas.getByText('Not coded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Correct/ })).toBeVisible();
  },
};

export const Trend: Story = {
  render: () => <SkillTrendChart points={trendFixture} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
  },
};

export const TrendEmpty: Story = { render: () => <SkillTrendChart points={[]} /> };

export const CodeATranscript: Story = {
  render: () => (
    <TranscriptForm
      onSubmit={fn(async (body) => ({
        id: scorecardFixture.id,
        title: body.title,
        format: 'plain' as const,
        coach_label: 'Therapist',
        client_label: 'Client',
        coach_turns: 4,
        conversation: [],
        created_at: '2026-11-22T10:00:00.000Z',
        scorecard: { ...scorecardFixture, source: 'transcript' as const },
      }))}
    />
  ),
};
