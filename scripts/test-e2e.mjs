// Browser end-to-end tests: builds the app, then Playwright starts the built server on a
// throwaway embedded database (playwright.config.ts) and drives Chromium (scripts/chromium.mjs).
import { requireChromium } from './chromium.mjs';
import { run } from './run.mjs';

requireChromium();

if (!process.env.E2E_SKIP_BUILD) {
  const built = await run('npm', ['run', '--silent', 'build']);
  if (built !== 0) process.exit(built);
}
process.exit(await run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
