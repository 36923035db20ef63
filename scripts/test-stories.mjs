// Storybook interaction tests: builds the static Storybook, serves it with `vite preview`,
// runs every story's play function with @storybook/test-runner in Chromium
// (test-runner-jest.config.js, scripts/chromium.mjs), stops the server and exits with the
// runner's code. STORYBOOK_TEST_PORT changes the port (6007); STORYBOOK_SKIP_BUILD reuses
// storybook-static/; STORYBOOK_TEST_WORKERS sets how many story files run at once.
import os from 'node:os';
import { requireChromium } from './chromium.mjs';
import { run, startBackground, waitForUrl } from './run.mjs';

requireChromium();

const port = process.env.STORYBOOK_TEST_PORT ?? '6007';
const url = `http://127.0.0.1:${port}`;

if (!process.env.STORYBOOK_SKIP_BUILD) {
  const built = await run('npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet']);
  if (built !== 0) process.exit(built);
}

const server = startBackground('npx', [
  'vite',
  'preview',
  '--outDir',
  'storybook-static',
  '--host',
  '127.0.0.1',
  '--port',
  port,
  '--strictPort',
]);
const stopServer = () => server.stop();
process.on('SIGINT', () => {
  stopServer();
  process.exit(130);
});
process.on('SIGTERM', () => {
  stopServer();
  process.exit(143);
});

// Jest's default is one file fewer than the CPUs: one at a time on 2 CPUs, where the CPUs stood
// half idle while a story's browser waited. One file per CPU: 535 s → 386 s on 2 CPUs, the
// machine 97 % busy (three at once took 418 s, and a slow story its whole time-out).
const workers = process.env.STORYBOOK_TEST_WORKERS ?? String(os.availableParallelism());

let code = 1;
try {
  await waitForUrl(`${url}/index.json`);
  code = await run('npx', [
    'test-storybook',
    '--url',
    url,
    `--maxWorkers=${workers}`,
    ...process.argv.slice(2),
  ]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stopServer();
}
process.exit(code);
