import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for the ui components and the embeddable widgets. */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The widgets glob may match nothing yet; Storybook only warns about an empty pattern.
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/widgets/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { defaultClientConditions, mergeConfig } = await import('vite');
    // Workspace packages resolve to their TypeScript source, as in the apps.
    return mergeConfig(viteConfig, { resolve: { conditions: ['source', ...defaultClientConditions] } });
  },
};

export default config;
