// `npm test`: every check, in order of speed; stops at the first failing step. A machine
// without any Chromium for the browser steps, or with too old a Node.js, is told so in the first
// seconds, not at the end.
import { requireChromium } from './chromium.mjs';
import { requireNodeVersion } from './node-version.mjs';
import { run } from './run.mjs';

requireNodeVersion();

const BROWSER_STEPS = ['storybook tests', 'end-to-end tests'];
const steps = [
  ['type-check', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npx', ['biome', 'ci', '.']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'client']],
  ['server tests', 'node', ['scripts/test-server.mjs']],
  ['storybook tests', 'node', ['scripts/test-stories.mjs']],
  ['end-to-end tests', 'node', ['scripts/test-e2e.mjs']],
];

const only = process.env.TEST_ONLY?.split(',');
if (BROWSER_STEPS.some((name) => !only || only.includes(name))) requireChromium();
const started = Date.now();
for (const [name, command, args] of steps) {
  if (only && !only.includes(name)) continue;
  console.log(`\n### ${name}`);
  const t0 = Date.now();
  const code = await run(command, args);
  console.log(
    `### ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  );
  if (code !== 0) process.exit(code);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
