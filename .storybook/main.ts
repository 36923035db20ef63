import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  typescript: { reactDocgen: false },
  core: { disableTelemetry: true },
};

export default config;
