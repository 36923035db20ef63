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
  // Two story files share the machine's CPUs (scripts/test-stories.mjs): the longest stories
  // take 5–8 s alone, and a busy CI machine must not turn that into a failure at 15 s.
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions(),
    },
  },
};
