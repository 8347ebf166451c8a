import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { catalogueProblems } from '../i18n/catalogue-problems';
import { LOCALES } from '../i18n/locale';
import { recorderMessages } from '../recorder/messages/all-locales';
import { expectNoAxeViolations } from '../test/axe';
import { optionNames } from '../test/choose-option';
import { sessionMessages } from './messages/all-locales';
import { SessionWizard } from './session-wizard';

const avatars = [
  { id: 'a1', avatar_name: 'Marion', image_url: '/media/a1.png' },
  { id: 'a2', avatar_name: 'Karl', image_url: '/media/a2.png' },
  { id: 'a3', avatar_name: 'Pending one', image_url: null },
];

describe('SessionWizard', () => {
  it('walks the 3 steps, keeping Next disabled until each step is valid, and creates a dynamic session', async () => {
    const onCreate = vi.fn();
    const onBack = vi.fn();
    render(
      <main>
        <SessionWizard avatars={avatars} onCreate={onCreate} onBack={onBack} />
      </main>,
    );
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Pending one/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(onBack).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: /Karl/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radio', { name: /Dynamic Session/ })).toBeChecked();
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('combobox', { name: /Emotion/ })).toHaveTextContent('Normal');
    expect(await optionNames(screen.getByRole('combobox', { name: /Emotion/ }))).toHaveLength(8);
    expect(screen.queryByRole('textbox', { name: /Scenario prompt/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(onCreate).toHaveBeenCalledWith({
      avatarId: 'a2',
      dynamicSession: true,
      emotion: 'normal',
      scenarioPrompt: undefined,
      patientName: undefined,
    });
  });

  it('needs a non-blank scenario prompt for a scenario session', async () => {
    const onCreate = vi.fn();
    render(<SessionWizard avatars={avatars} defaultAvatarId="a1" onCreate={onCreate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('radio', { name: /Scenario-Based/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const prompt = screen.getByRole('textbox', { name: /Scenario prompt/ });
    await userEvent.type(prompt, '   ');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Create Session' })).toBeDisabled();
    expect(prompt).toHaveAccessibleDescription(expect.stringContaining('Describe the scenario to continue.'));
    await userEvent.type(prompt, 'A tense salary talk');
    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ dynamicSession: false, scenarioPrompt: 'A tense salary talk' }),
    );
  });

  it('given a 404 from the app, goes back to step 1 with the message', async () => {
    const { rerender } = render(<SessionWizard avatars={avatars} defaultAvatarId="a1" onCreate={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    rerender(
      <SessionWizard
        avatars={avatars}
        defaultAvatarId="a1"
        onCreate={() => {}}
        error="The selected avatar was not found. Please select a different avatar."
        errorStep={1}
      />,
    );
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The selected avatar was not found.');
  });
});

describe('session and recorder catalogues', () => {
  it('have the keys of English in every locale, and no empty text', () => {
    expect(catalogueProblems(sessionMessages)).toEqual([]);
    expect(catalogueProblems(recorderMessages)).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('the %s catalogues are translated', (locale) => {
    expect(sessionMessages[locale].wizard.title).not.toBe(sessionMessages.en.wizard.title);
    expect(recorderMessages[locale].permissionTitle).not.toBe(recorderMessages.en.permissionTitle);
  });
});
