import type { EmbedKey, EmbedKeyCreated, EmbedKeyCreateRequest } from '@rebond/sdk';
import { EmbedOrigin } from '@rebond/sdk/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueProblems } from '../i18n/catalogue-problems';
import { LocaleProvider } from '../i18n/locale';
import { LOCALES } from '../i18n/locales';
import { expectNoAxeViolations } from '../test/axe';
import { EmbedKeys, type EmbedKeysProps } from './embed-keys';
import {
  embedKeyStatus,
  isValidEmbedOrigin,
  parseOrigins,
  staticTagSnippet,
  tokenTagSnippet,
  validateEmbedKeyForm,
} from './embed-keys-model';
import { createdKeyFixture, EMBED_NOW, embedAvatars, embedKeyFixture, embedKeyFixtures } from './fixtures';
import { embedKeysMessages } from './messages/all-locales';

/** The tab with its keys in state, as the portal keeps them. */
function Harness(props: Partial<EmbedKeysProps> & { initialKeys?: EmbedKey[] }) {
  const { initialKeys = [], ...rest } = props;
  const [keys, setKeys] = useState<EmbedKey[]>(initialKeys);
  return (
    <EmbedKeys
      state="ready"
      keys={keys}
      avatars={embedAvatars}
      apiBase="https://rebond.example.org"
      now={EMBED_NOW}
      onRetry={() => {}}
      onCreate={async (request: EmbedKeyCreateRequest): Promise<EmbedKeyCreated> => {
        const created = createdKeyFixture({
          name: request.name,
          avatar_ids: request.avatar_ids,
          allowed_origins: request.allowed_origins,
        });
        const { secret: _secret, ...key } = created;
        setKeys((list) => [key, ...list]);
        return created;
      }}
      onRevoke={async (key) =>
        setKeys((list) =>
          list.map((item) =>
            item.id === key.id ? { ...item, revoked_at: '2026-11-22T12:00:00.000Z' } : item,
          ),
        )
      }
      {...rest}
    />
  );
}

/** Puts a clipboard on jsdom's navigator (it has none), or takes it away. */
function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

afterEach(() => setClipboard(undefined));

describe('the origin rule', () => {
  const samples = [
    'https://clinic.example',
    'https://clinic.example:8443',
    'https://*.clinic.example',
    'HTTPS://Clinic.Example',
    'http://localhost',
    'http://localhost:4999',
    'http://127.0.0.1:3000',
    'http://clinic.example',
    'https://clinic.example/path',
    'https://clinic.example/',
    'https://*.*.example',
    'https://clinic.*.example',
    'ftp://clinic.example',
    'clinic.example',
    'https://',
    '',
  ];
  it.each(samples)('agrees with the server on %j', (origin) => {
    expect(isValidEmbedOrigin(origin)).toBe(EmbedOrigin.safeParse(origin).success);
  });

  it('reads one origin per line, lower-cased, without blanks or duplicates, and lists the wrong lines', () => {
    expect(
      parseOrigins('https://A.example\n\n  https://a.example \nhttp://b.example\nhttp://localhost:4999'),
    ).toEqual({
      origins: ['https://a.example', 'http://localhost:4999'],
      invalid: ['http://b.example'],
    });
  });
});

describe('the form rules', () => {
  const valid = {
    name: ' Homework page ',
    avatarIds: ['a'],
    origins: 'https://clinic.example',
    expiresOn: '',
    dailyQuota: '50',
  };

  it('builds the request the server expects', () => {
    expect(validateEmbedKeyForm(valid, EMBED_NOW)).toEqual({
      request: {
        name: 'Homework page',
        avatar_ids: ['a'],
        allowed_origins: ['https://clinic.example'],
        daily_session_quota: 50,
      },
    });
    const dated = validateEmbedKeyForm({ ...valid, expiresOn: '2026-12-31' }, EMBED_NOW);
    expect(dated.request?.expires_at).toBe(new Date('2026-12-31T23:59:59').toISOString());
  });

  it('refuses an empty name, no avatar, a wrong origin, a past date and a quota out of range', () => {
    expect(
      validateEmbedKeyForm(
        { name: ' ', avatarIds: [], origins: 'clinic.example', expiresOn: '2026-01-01', dailyQuota: '0' },
        EMBED_NOW,
      ).errors,
    ).toEqual({
      name: 'required',
      avatarIds: 'required',
      origins: { kind: 'invalid', lines: ['clinic.example'] },
      expiresOn: 'past',
      dailyQuota: 'invalid',
    });
    expect(validateEmbedKeyForm({ ...valid, dailyQuota: '10001' }, EMBED_NOW).errors?.dailyQuota).toBe(
      'invalid',
    );
    expect(validateEmbedKeyForm({ ...valid, dailyQuota: '2.5' }, EMBED_NOW).errors?.dailyQuota).toBe(
      'invalid',
    );
    expect(validateEmbedKeyForm({ ...valid, origins: '\n' }, EMBED_NOW).errors?.origins).toEqual({
      kind: 'required',
    });
  });

  it('tells active, revoked and expired keys apart', () => {
    expect(embedKeyFixtures.map((key) => embedKeyStatus(key, EMBED_NOW))).toEqual([
      'active',
      'revoked',
      'expired',
    ]);
  });

  it('puts the publishable key and the widget script of the API in the static snippet', () => {
    expect(
      staticTagSnippet({ apiBase: 'https://rebond.example.org/', publishableKey: 'pk_abc', avatarId: 'av1' }),
    ).toBe(
      '<script async src="https://rebond.example.org/widgets/rebond-widgets.global.js"></script>\n' +
        '<rebond-recorder data-api="https://rebond.example.org" data-key="pk_abc" data-avatar="av1"></rebond-recorder>',
    );
  });

  it("gives the versioned script URL with integrity and crossorigin once the server's script is known", () => {
    const script = { version: '0.1.0', integrity: 'sha384-abc' };
    const tag =
      '<script async src="https://rebond.example.org/widgets/v0.1.0/rebond-widgets.global.js" integrity="sha384-abc" crossorigin="anonymous"></script>';
    expect(staticTagSnippet({ apiBase: 'https://rebond.example.org', script }).split('\n')[0]).toBe(tag);
    expect(tokenTagSnippet({ apiBase: 'https://rebond.example.org', script }).split('\n')[0]).toBe(tag);
  });
});

describe('EmbedKeys', () => {
  it('given no keys, offers the form with the active avatars only, says there are none, and passes axe', async () => {
    const { container } = render(<Harness />);
    expect(screen.getByRole('heading', { level: 2, name: 'Embed on your website' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Create a key' });
    expect(
      within(form)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-invalid')),
    ).toHaveLength(2);
    expect(within(form).queryByRole('checkbox', { name: /still processing/ })).toBeNull();
    expect(within(form).getByRole('spinbutton', { name: /Sessions per day/ })).toHaveValue(50);
    expect(screen.getByText('You have no embed keys yet. Create one above.')).toBeInTheDocument();
    expect(screen.getByText('Create a key to fill in its publishable key.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when submitted empty, shows an inline error on each wrong field and focuses the first', async () => {
    const onCreate = vi.fn();
    render(<Harness onCreate={onCreate} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Allowed websites/ }), 'http://clinic.example');
    await userEvent.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(onCreate).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(/Enter a name for the key/);
    expect(screen.getByRole('group', { name: 'Avatars' })).toHaveAccessibleDescription(
      /Choose at least one avatar/,
    );
    expect(screen.getByRole('textbox', { name: /Allowed websites/ })).toHaveAccessibleDescription(
      /Not a valid origin: http:\/\/clinic.example/,
    );
    await expectNoAxeViolations();

    // The errors follow the typing from now on.
    await userEvent.type(name, 'Homework page');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('creates a key, shows its secret once with Copy, then the key in the list and in the snippets', async () => {
    const writeText = vi.fn(async () => {});
    setClipboard({ writeText });
    const onCreate = vi.fn();
    const { container } = render(<Harness />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Clinic website');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sam the Manager' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /Allowed websites/ }),
      'https://clinic.example{Enter}http://localhost:4999',
    );
    await userEvent.clear(screen.getByRole('spinbutton', { name: /Sessions per day/ }));
    await userEvent.type(screen.getByRole('spinbutton', { name: /Sessions per day/ }), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Create Key' }));

    const secret = await screen.findByRole('region', { name: 'Your new secret key: Clinic website' });
    expect(onCreate).not.toHaveBeenCalled();
    expect(secret).toHaveFocus();
    expect(secret).toHaveTextContent('it is shown only this once and cannot be shown again');
    expect(within(secret).getByRole('textbox', { name: 'Secret key' })).toHaveValue(
      'sk_9fJ2kL4mN6pQ8rS0tU2vW4xY6zA8bC0d',
    );
    await userEvent.click(within(secret).getByRole('button', { name: 'Copy Secret key' }));
    expect(writeText).toHaveBeenCalledWith('sk_9fJ2kL4mN6pQ8rS0tU2vW4xY6zA8bC0d');
    expect(within(secret).getByText('Copied to the clipboard.')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    const row = within(screen.getByRole('list', { name: 'Embed keys' })).getByRole('listitem');
    expect(row).toHaveAttribute('data-status', 'active');
    expect(row).toHaveTextContent('https://clinic.example, http://localhost:4999');
    expect(row).toHaveTextContent('Sam the Manager');
    const staticCode = screen.getByRole('textbox', { name: 'Page tags with the publishable key' });
    expect((staticCode as HTMLTextAreaElement).value).toContain('data-key="pk_N3wK3yPubl1sh4b"');
    const serverCode = screen.getByRole('textbox', { name: 'Node token handler' });
    expect((serverCode as HTMLTextAreaElement).value).toContain("method: 'POST'");
    expect((serverCode as HTMLTextAreaElement).value).toContain(
      "const REBOND_API = 'https://rebond.example.org';",
    );
    expect((serverCode as HTMLTextAreaElement).value).toContain('secret: process.env.REBOND_EMBED_SECRET');

    // Gone for good once stored.
    await userEvent.click(within(secret).getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByText('sk_9fJ2kL4mN6pQ8rS0tU2vW4xY6zA8bC0d')).toBeNull();
    expect(screen.getByRole('form', { name: 'Create a key' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    // Much typing: allow for a busy machine.
  }, 20_000);

  it('without a clipboard, selects the text and says how to copy it', async () => {
    setClipboard(undefined);
    render(<Harness initialKeys={[embedKeyFixture()]} />);
    const code = screen.getByRole('textbox', {
      name: 'Page tags with the publishable key',
    }) as HTMLTextAreaElement;
    await userEvent.click(screen.getByRole('button', { name: 'Copy Page tags with the publishable key' }));
    expect(code).toHaveFocus();
    expect(code.selectionStart).toBe(0);
    expect(code.selectionEnd).toBe(code.value.length);
    expect(screen.getByText('The text is selected: press Ctrl+C (or Cmd+C) to copy it.')).toBeInTheDocument();
  });

  it('when creation fails, says why and keeps the form as typed', async () => {
    render(
      <Harness
        onCreate={async () => {
          throw new Error('offline');
        }}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Clinic website');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Jordan' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Allowed websites/ }), 'https://clinic.example');
    await userEvent.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The key could not be created. Please try again.',
    );
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Clinic website');
  });

  it('lists each key with its status, websites, avatars and sessions, and Revoke only where it helps', () => {
    render(<Harness initialKeys={embedKeyFixtures} />);
    const rows = within(screen.getByRole('list', { name: 'Embed keys' })).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['active', 'revoked', 'expired']);
    expect(rows[0]).toHaveTextContent('12 this month · up to 50 a day');
    expect(rows[0]).toHaveTextContent('https://clinic.example, https://*.clinic.example');
    expect(rows[1]).toHaveTextContent('Sam the Manager, Deleted avatar');
    expect(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Revoke' }),
    ).toHaveAccessibleDescription('Homework page');
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: 'Revoke' })).toBeNull();
    // Only the active key fills the snippets, so there is no key to pick.
    expect(screen.queryByRole('combobox', { name: 'Key for the code' })).toBeNull();
  });

  it('revokes after confirmation; Cancel leaves the key alone', async () => {
    const { container } = render(<Harness initialKeys={[embedKeyFixture()]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Revoke "Homework page"?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectNoAxeViolations(document.body);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(container.querySelector('[data-slot="embed-key-row"]')).toHaveAttribute('data-status', 'active');

    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke Key' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const row = container.querySelector('[data-slot="embed-key-row"]');
    expect(row).toHaveAttribute('data-status', 'revoked');
    expect(row).toHaveTextContent('Revoked');
  });

  it('when revoking fails, says so in the dialog', async () => {
    render(
      <Harness
        initialKeys={[embedKeyFixture()]}
        onRevoke={async () => {
          throw new Error('offline');
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await userEvent.click(screen.getByRole('button', { name: 'Revoke Key' }));
    expect(within(screen.getByRole('alertdialog')).getByRole('alert')).toHaveTextContent(
      'The key could not be revoked. Please try again.',
    );
  });

  it('given no active avatar, says to create one and cannot submit', () => {
    render(<Harness avatars={[{ id: 'x', name: 'Alex', active: false }]} />);
    expect(screen.getByText(/You have no active avatar yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Key' })).toBeDisabled();
  });

  it('while loading and after a failed load, offers Try Again', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<Harness state="loading" />);
    expect(screen.getByText('Loading embed keys...')).toBeInTheDocument();
    rerender(<Harness state="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load your embed keys');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks German', () => {
    render(
      <LocaleProvider locale="de">
        <Harness initialKeys={embedKeyFixtures} />
      </LocaleProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Auf Ihrer Website einbinden' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Widerrufen' })).toHaveLength(2);
  });
});

describe('the Embed catalogues', () => {
  it('have the keys of English in every locale, and no empty text', () => {
    expect(catalogueProblems(embedKeysMessages)).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s is translated', (locale) => {
    expect(embedKeysMessages[locale].secret.warning).not.toBe(embedKeysMessages.en.secret.warning);
  });
});
