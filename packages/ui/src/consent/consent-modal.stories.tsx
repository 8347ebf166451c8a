import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../primitives/button';
import { ConsentModal } from './consent-modal';
import { DeclineConfirmation } from './decline-confirmation';

const meta = {
  title: 'Consent/ConsentModal',
  component: ConsentModal,
  args: { type: 'platform', open: true, onAccept: fn(), onDecline: fn() },
  argTypes: { type: { control: 'inline-radio', options: ['platform', 'session', 'data-processing'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Platform: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Our Trauma Therapy Platform' });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'I Understand and Agree' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

export const Session: Story = { args: { type: 'session' } };

export const DataProcessing: Story = { args: { type: 'data-processing' } };

export const DetailsShown: Story = {
  args: { type: 'session' },
  play: async ({ userEvent }) => {
    const toggle = await screen.findByRole('button', { name: 'Show Details' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Hide Details');
    // The details load when first shown (a chunk of their own), so wait for them.
    await expect(
      await screen.findByText(/shared only between you and your assigned psychiatrist/),
    ).toBeVisible();
  },
};

export const WithoutDecline: Story = {
  args: { onDecline: undefined },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.queryByRole('button', { name: "I Don't Agree" })).not.toBeInTheDocument();
  },
};

export const Pending: Story = { args: { pending: true } };

export const EscapeDoesNotClose: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};

export const French: Story = { args: { type: 'data-processing' }, globals: { locale: 'fr' } };

/** The whole flow after sign-in: consent, decline, confirm or go back. */
function ConsentFlow() {
  const [step, setStep] = useState<'consent' | 'confirm-decline' | 'accepted' | 'signed-out'>('consent');
  return (
    <div style={{ padding: '2rem' }}>
      {step === 'accepted' ? <p>Consent given: on to the dashboard.</p> : null}
      {step === 'signed-out' ? (
        <>
          <p>Signed out: back to the home page.</p>
          <Button onClick={() => setStep('consent')}>Start again</Button>
        </>
      ) : null}
      <ConsentModal
        type="platform"
        open={step === 'consent'}
        onAccept={() => setStep('accepted')}
        onDecline={() => setStep('confirm-decline')}
      />
      <DeclineConfirmation
        open={step === 'confirm-decline'}
        onGoBack={() => setStep('consent')}
        onConfirm={() => setStep('signed-out')}
      />
    </div>
  );
}

export const DeclineThenGoBack: Story = {
  render: () => <ConsentFlow />,
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: "I Don't Agree" }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'We Understand - Your privacy and comfort come first',
    });
    await expect(confirm).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back to Consent' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Welcome to Our Trauma Therapy Platform' })).toBeVisible(),
    );
  },
};
