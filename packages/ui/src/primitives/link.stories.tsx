import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link, type LinkComponentProps, LinkProvider } from './link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/privacy', children: 'Privacy Policy' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider: a plain anchor with the link style. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Privacy Policy' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await expect(link).toHaveClass('rb-link');
  },
};

/** An app's router link, set once by `LinkProvider`, renders every ui link. */
function RouterLikeLink({ href, ...props }: LinkComponentProps) {
  return <a href={href} data-router="client" {...props} />;
}

export const WithProvider: Story = {
  render: (args) => (
    <LinkProvider component={RouterLikeLink}>
      <Link {...args} />
    </LinkProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'data-router',
      'client',
    );
  },
};
