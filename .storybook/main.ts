import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for the ui components and the embeddable widgets, with their docs pages. */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../docs/design/*.mdx',
    '../docs/components/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../packages/widgets/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.stories.tsx',
  ],
  // The media files the recorded server answers point at (see recorded-api.ts).
  staticDirs: [{ from: './fixtures/recorded/media', to: '/recorded-media' }],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  typescript: {
    // The props tables read the real types (unions spelled out, not `unknown[number]` or "union").
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The repository's tsconfig.json holds only project references, which gives docgen no files
      // (and the props tables no rows): this one names the component sources.
      tsconfigPath: '.storybook/tsconfig.docgen.json',
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Only the components' own props, not every attribute of the HTML element they wrap.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  async viteFinal(viteConfig) {
    const { defaultClientConditions, mergeConfig } = await import('vite');
    // Workspace packages resolve to their TypeScript source, as in the apps.
    return mergeConfig(viteConfig, { resolve: { conditions: ['source', ...defaultClientConditions] } });
  },
};

export default config;
