// Browser end-to-end tests: builds the app, then Playwright starts the built server on a
// throwaway embedded database (playwright.config.ts) and drives Debian's Chromium.
import { run } from './run.mjs';

if (!process.env.E2E_SKIP_BUILD) {
  const built = await run('npm', ['run', '--silent', 'build']);
  if (built !== 0) process.exit(built);
}
process.exit(await run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
