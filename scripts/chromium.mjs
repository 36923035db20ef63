// Which Chromium the browser tests drive (Storybook tests, end-to-end tests), in one place:
//   1. CHROMIUM_PATH when it is set and the file exists;
//   2. Debian's /usr/bin/chromium when CHROMIUM_PATH is not set;
//   3. otherwise the Chromium packaged in @sparticuz/chromium (unpacked once into .cache/);
// and when none of them can run here, one line that says what to install.
// playwright.config.ts, test-runner-jest.config.js and the test scripts all ask here.
import { existsSync } from 'node:fs';
import { packagedChromium } from './packaged-chromium.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags for every Chromium the tests launch (root in a container: no sandbox). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * @typedef {object} Chromium
 * @property {string} executablePath
 * @property {Record<string, string> | undefined} env the browser's environment, when it needs
 *   more than this process's (Playwright's `env` launch option replaces the environment)
 * @property {string} description one line: which Chromium and why
 */

/**
 * The Chromium to drive.
 *
 * @returns {Chromium}
 * @throws {Error} one line saying what to install when there is none
 */
export function findChromium() {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen && existsSync(chosen)) {
    return { executablePath: chosen, env: undefined, description: `Chromium: ${chosen}` };
  }
  if (!chosen && existsSync(DEBIAN_CHROMIUM)) {
    return {
      executablePath: DEBIAN_CHROMIUM,
      env: undefined,
      description: `Chromium: ${DEBIAN_CHROMIUM}`,
    };
  }
  const missing = chosen ? `CHROMIUM_PATH=${chosen} does not exist` : `no ${DEBIAN_CHROMIUM}`;
  let packaged;
  try {
    packaged = packagedChromium();
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(
      `No Chromium for the browser tests (${missing}; ${why}): install one (Debian: apt-get install chromium) or set CHROMIUM_PATH to its executable.`,
    );
  }
  return {
    executablePath: packaged.executablePath,
    env: { ...process.env, ...packaged.env },
    description: `Chromium: ${missing}, using the one packaged in @sparticuz/chromium ${packaged.version}`,
  };
}

/** Playwright launch options for the Chromium to drive. */
export function chromiumLaunchOptions() {
  const { executablePath, env } = findChromium();
  return { executablePath, args: CHROMIUM_ARGS, ...(env ? { env } : {}) };
}

/**
 * For the test scripts, before anything slow: says which Chromium in one line, or prints the
 * one line that says what to install and exits with 1.
 */
export function requireChromium() {
  try {
    console.log(findChromium().description);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
