import type { EmbedKey, EmbedKeyCreated, EmbedKeyCreateRequest } from '@rebond/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { EmbedKeys } from './embed-keys';
import { createdKeyFixture, EMBED_NOW, embedAvatars, embedKeyFixture, embedKeyFixtures } from './fixtures';

const created = (request: EmbedKeyCreateRequest) =>
  createdKeyFixture({
    name: request.name,
    avatar_ids: request.avatar_ids,
    allowed_origins: request.allowed_origins,
    daily_session_quota: request.daily_session_quota ?? 50,
  });

const meta = {
  title: 'Embed/EmbedKeys',
  component: EmbedKeys,
  args: {
    state: 'ready',
    keys: embedKeyFixtures,
    avatars: embedAvatars,
    apiBase: 'https://rebond.example.org',
    now: EMBED_NOW,
    onRetry: fn(),
    onCreate: fn(async (request: EmbedKeyCreateRequest) => created(request)),
    onRevoke: fn(async () => undefined),
  },
  parameters: { layout: 'padded' },
  render: function Render(args) {
    // Keep the keys in story state, as the portal does, so creating and revoking show in the list.
    const [keys, setKeys] = useState<EmbedKey[]>([...(args.keys ?? [])]);
    return (
      <EmbedKeys
        {...args}
        keys={keys}
        onCreate={async (request) => {
          const answer = await args.onCreate(request);
          const { secret: _secret, ...key } = answer;
          setKeys((list) => [key, ...list]);
          return answer;
        }}
        onRevoke={async (key) => {
          await args.onRevoke(key);
          setKeys((list) =>
            list.map((item) =>
              item.id === key.id ? { ...item, revoked_at: new Date(EMBED_NOW).toISOString() } : item,
            ),
          );
        }}
      />
    );
  },
} satisfies Meta<typeof EmbedKeys>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form with a valid key. */
type Play = NonNullable<Story['play']>;
type PlayContext = Parameters<Play>[0];

async function fillForm({ canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>) {
  await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Clinic website');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Jordan' }));
  await userEvent.type(canvas.getByRole('textbox', { name: /Allowed websites/ }), 'https://clinic.example');
}

export const Empty: Story = {
  args: { keys: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no embed keys yet. Create one above.')).toBeVisible();
  },
};

export const List: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Embed keys' })).getAllByRole('listitem');
    await expect(rows.map((row) => row.dataset.status)).toEqual(['active', 'revoked', 'expired']);
  },
};

export const Loading: Story = { args: { state: 'loading', keys: [] } };

export const LoadFailed: Story = {
  args: { state: 'error', keys: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load your embed keys');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NoActiveAvatar: Story = {
  args: { keys: [], avatars: [{ id: 'x', name: 'Alex', active: false }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create Key' })).toBeDisabled();
  },
};

export const ValidationErrors: Story = {
  args: { keys: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Allowed websites/ }),
      'http://clinic.example{Enter}https://clinic.example/page',
    );
    await userEvent.clear(canvas.getByRole('spinbutton', { name: /Sessions per day/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Key' }));
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    await expect(
      canvas.getByText(/Not a valid origin: http:\/\/clinic.example, https:\/\/clinic.example\/page/),
    ).toBeVisible();
    await expect(canvas.getByText('Choose at least one avatar')).toBeVisible();
    await expect(canvas.getByText('Enter a whole number from 1 to 10000')).toBeVisible();
  },
};

export const Creating: Story = {
  args: {
    keys: [],
    onCreate: fn((_request: EmbedKeyCreateRequest) => new Promise<EmbedKeyCreated>(() => {})),
  },
  play: async ({ canvas, userEvent }) => {
    await fillForm({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Create Key' }));
    await expect(canvas.getByRole('button', { name: 'Create Key' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const CreateFailed: Story = {
  args: {
    keys: [],
    onCreate: fn(
      async (_request: EmbedKeyCreateRequest): Promise<EmbedKeyCreated> =>
        Promise.reject(new Error('offline')),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await fillForm({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Create Key' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The key could not be created.');
  },
};

export const SecretShown: Story = {
  args: { keys: [embedKeyFixture()] },
  play: async ({ canvas, userEvent }) => {
    await fillForm({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Create Key' }));
    const box = await canvas.findByRole('region', { name: 'Your new secret key: Clinic website' });
    await expect(box).toHaveFocus();
    await expect(within(box).getByRole('textbox', { name: 'Secret key' })).toHaveValue(
      'sk_9fJ2kL4mN6pQ8rS0tU2vW4xY6zA8bC0d',
    );
    await expect(canvas.getByRole('combobox', { name: 'Key for the code' })).toBeVisible();
  },
};

export const RevokeConfirm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Revoke' })[0] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke "Homework page"?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const RevokeFailed: Story = {
  args: { onRevoke: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Revoke' })[0] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke Key' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The key could not be revoked.');
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const German: Story = { globals: { locale: 'de' } };
