import { EMOTIONS } from '@rebond/sdk';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import type { SessionAvatar } from './session-types';
import type { SessionWizardStep, SessionWizardValues } from './session-wizard-model';
import { useSessionWizard } from './use-session-wizard';

const avatars: SessionAvatar[] = [
  { id: 'a1', avatar_name: 'Marion', image_url: 'https://example.test/marion.png' },
  { id: 'a2', avatar_name: 'Karl', image_url: 'https://example.test/karl.png' },
];

/** A host app's own three-step wizard, on the hook alone. */
function MyWizard({
  onCreate,
  pending = false,
  failedStep = null,
}: {
  onCreate(values: SessionWizardValues): void;
  pending?: boolean;
  failedStep?: SessionWizardStep | null;
}) {
  const wizard = useSessionWizard({ avatars, onCreate, pending, failedStep });
  const { step } = wizard.state;
  return (
    <form {...wizard.getFormProps()} aria-label="New session">
      <ol>
        {wizard.steps.map((item) => (
          <li key={item.step} {...wizard.getStepItemProps(item.step)}>
            Part {item.step}
          </li>
        ))}
      </ol>
      {step === 1 ? (
        <fieldset>
          <legend>Who</legend>
          {wizard.avatars.map((avatar) => (
            <label key={avatar.id}>
              <input {...wizard.getAvatarRadioProps(avatar)} />
              {avatar.avatar_name}
            </label>
          ))}
        </fieldset>
      ) : null}
      {step === 2 ? (
        <fieldset>
          <legend>Kind</legend>
          <label>
            <input {...wizard.getSessionTypeRadioProps(true)} /> Free talk
          </label>
          <label>
            <input {...wizard.getSessionTypeRadioProps(false)} /> Scenario
          </label>
        </fieldset>
      ) : null}
      {step === 3 ? (
        <>
          <label htmlFor={wizard.getEmotionProps().id}>Mood</label>
          <select {...wizard.getEmotionProps()}>
            {EMOTIONS.map((emotion) => (
              <option key={emotion}>{emotion}</option>
            ))}
          </select>
          {wizard.state.dynamicSession ? null : (
            <>
              <label htmlFor={wizard.getScenarioPromptProps().id}>Scenario</label>
              <textarea {...wizard.getScenarioPromptProps()} />
              <p {...wizard.getScenarioPromptHintProps()}>What happens</p>
              {wizard.promptError ? <p {...wizard.getScenarioPromptErrorProps()}>Say what happens</p> : null}
            </>
          )}
          <label>
            Client <input {...wizard.getPatientNameProps()} />
          </label>
        </>
      ) : null}
      {wizard.canGoBack ? <button {...wizard.getBackProps()}>Back</button> : null}
      <button {...wizard.getNextProps()}>{step === 3 ? 'Create' : 'Next'}</button>
    </form>
  );
}

/** Creating, until the app says the avatar was not found (a failure of step 1). */
function FailingHost({ onCreate }: { onCreate(values: SessionWizardValues): void }) {
  const [failed, setFailed] = useState<SessionWizardStep | null>(null);
  return (
    <>
      <MyWizard onCreate={onCreate} pending={failed === null} failedStep={failed} />
      <button type="button" onClick={() => setFailed(1)}>
        Fail
      </button>
    </>
  );
}

describe('useSessionWizard in your own markup', () => {
  it('walks the three steps with Next disabled until each is valid, then creates a scenario session, axe clean', async () => {
    const onCreate = vi.fn();
    const { container } = render(<MyWizard onCreate={onCreate} />);
    const next = () => screen.getByRole('button', { name: /Next|Create/ });
    expect(screen.getByText('Part 1')).toHaveAttribute('aria-current', 'step');
    expect(next()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Karl' }));
    expect(screen.getByRole('radio', { name: 'Karl' })).toHaveAttribute('data-state', 'checked');
    await userEvent.click(next());
    expect(screen.getByText('Part 1')).toHaveAttribute('data-state', 'complete');
    await userEvent.click(screen.getByRole('radio', { name: 'Scenario' }));
    await userEvent.click(next());
    expect(screen.getByRole('form', { name: 'New session' })).toHaveAttribute('data-step', '3');
    expect(next()).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mood' }), 'anger');
    const prompt = screen.getByRole('textbox', { name: 'Scenario' });
    await userEvent.click(prompt);
    await userEvent.tab();
    expect(prompt).toHaveAttribute('aria-invalid', 'true');
    expect(prompt).toHaveAccessibleDescription('What happens Say what happens');
    await userEvent.type(prompt, ' My manager refuses my raise. ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Client' }), 'Alex');
    await expectNoAxeViolations(container);
    await userEvent.click(next());
    expect(onCreate).toHaveBeenCalledWith({
      avatarId: 'a2',
      dynamicSession: false,
      emotion: 'anger',
      scenarioPrompt: 'My manager refuses my raise.',
      patientName: 'Alex',
    });
  });

  it('Back returns a step; Enter in a field submits like Next', async () => {
    render(<MyWizard onCreate={() => {}} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Marion' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('form')).toHaveAttribute('data-step', '2');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'Marion' })).toBeChecked();
  });

  it('while pending, Create is ignored; a failure that belongs to step 1 sends the wizard back there', async () => {
    const onCreate = vi.fn();
    render(<FailingHost onCreate={onCreate} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Marion' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onCreate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('form')).toHaveAttribute('data-step', '1');
  });
});
