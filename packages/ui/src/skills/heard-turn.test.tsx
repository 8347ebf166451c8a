import type { HeardTurn } from '@rebond/sdk';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n/locale';
import { Conversation } from '../sessions/conversation';
import { expectNoAxeViolations } from '../test/axe';

const heard: HeardTurn = {
  text: 'what brings you hear today',
  words: [
    { word: 'what', confidence: 0.95 },
    { word: 'brings', confidence: 0.9 },
    { word: 'you', confidence: 0.92 },
    { word: 'hear', confidence: 0.31 },
    { word: 'today', confidence: 0.88 },
  ],
  confirmed: false,
  corrected: false,
};
const turns = [
  { role: 'user' as const, content: heard.text, heard },
  { role: 'assistant' as const, content: 'My sister made me come.' },
];
const code = { code: 'open_question' as const, evidence: 'what', not_coded: true };

describe('a spoken turn the recogniser was unsure of', () => {
  it('marks the unsure words, shows "Not coded" instead of a code, and offers Confirm and Correct', async () => {
    const { container } = render(
      <Conversation turns={turns} codes={[code]} onCorrectTurn={async () => {}} />,
    );
    const unsure = container.querySelectorAll('[data-slot="unsure-word"]');
    expect([...unsure].map((w) => w.firstChild?.textContent)).toEqual(['hear']);
    expect(unsure[0]).toHaveTextContent('hear (unsure)');
    expect(container.querySelector('[data-slot="skill-chip"]')).toHaveAttribute('data-code', 'not_coded');
    expect(screen.getByText('Not coded')).toBeVisible();
    expect(screen.queryByText('Open question')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('sends the corrected text for the turn at its place in the conversation', async () => {
    const onCorrectTurn = vi.fn(async () => {});
    render(<Conversation turns={turns} codes={[code]} onCorrectTurn={onCorrectTurn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Correct' }));
    const field = screen.getByLabelText('What you said');
    await userEvent.clear(field);
    await userEvent.type(field, 'What brings you here today?');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onCorrectTurn).toHaveBeenCalledWith(0, 'What brings you here today?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onCorrectTurn).toHaveBeenLastCalledWith(0, heard.text);
  });

  it('shows a corrected turn with what was heard, and its code once confirmed', () => {
    const corrected = [
      {
        ...turns[0]!,
        content: 'What brings you here today?',
        heard: { ...heard, confirmed: true, corrected: true },
      },
    ];
    const { container } = render(
      <LocaleProvider locale="fr">
        <Conversation turns={corrected} codes={[{ code: 'open_question', evidence: 'What' }]} />
      </LocaleProvider>,
    );
    expect(container.querySelector('[data-slot="heard-as"]')).toHaveTextContent(
      'Entendu : « what brings you hear today »',
    );
    expect(container.querySelector('[data-slot="skill-chip"]')).toHaveAttribute('data-code', 'open_question');
    expect(container.querySelector('[data-slot="unsure-word"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Corriger' })).toBeNull();
  });
});
