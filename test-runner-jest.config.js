import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// The default Jest configuration comes from @storybook/test-runner.
const testRunnerConfig = getJestConfig();

/**
 * Stories run in Debian's Chromium, CHROMIUM_PATH or the Chromium packaged in
 * @sparticuz/chromium (scripts/chromium.mjs): browsers are never downloaded here.
 *
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions(),
    },
  },
};
