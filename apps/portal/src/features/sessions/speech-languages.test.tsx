import { LocaleProvider } from '@rebond/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SpeechLanguages, TypedMessageForm } from './speech-languages';

describe('the languages speech is recognised in', () => {
  it('says which ones before recording, in the interface language', () => {
    render(<SpeechLanguages languages={['en']} />);
    expect(screen.getByText('Speech is recognised in: English.')).toBeVisible();
  });

  it('tells a French-interface coach that only English is heard, and points to typing', () => {
    render(
      <LocaleProvider locale="fr">
        <SpeechLanguages languages={['en']} />
      </LocaleProvider>,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('La parole en français n’est pas reconnue ici');
    expect(notice).toHaveTextContent('Ce serveur ne reconnaît la parole qu’en anglais');
    expect(notice).toHaveTextContent('tapez votre message');
  });

  it('says nothing for French when the recogniser hears French', () => {
    render(
      <LocaleProvider locale="fr">
        <SpeechLanguages languages={['en', 'fr', 'es', 'de']} />
      </LocaleProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(
      screen.getByText(/La parole est reconnue en : anglais, français, espagnol et allemand/),
    ).toBeVisible();
  });
});

describe('a typed message', () => {
  it('sends the text as typed and empties the field once sent', async () => {
    const onSend = vi.fn(async () => true);
    render(<TypedMessageForm onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send typed message' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Or type your message'), 'What brings you here today?');
    await userEvent.click(send);
    expect(onSend).toHaveBeenCalledWith('What brings you here today?');
    expect(screen.getByLabelText('Or type your message')).toHaveValue('');
  });
});
