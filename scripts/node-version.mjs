// The Node.js versions the project runs on are package.json's `engines.node`, written as
// alternatives of `^X.Y.Z` (that major, from X.Y.Z on) and `>=X.Y.Z`. npm only warns about it,
// and an older Node fails far from the cause (vite's build; `require()` of an ES module inside
// @fastify/static), so `npm start` and `npm test` check it first and say it in one line.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const parse = (text) => text.split('.').map((part) => Number.parseInt(part, 10) || 0);

function atLeast(version, floor) {
  for (let i = 0; i < 3; i += 1) {
    if (version[i] !== floor[i]) return version[i] > floor[i];
  }
  return true;
}

function satisfies(version, alternative) {
  const caret = /^\^(\d+(?:\.\d+){0,2})$/.exec(alternative);
  if (caret) {
    const floor = parse(caret[1]);
    return version[0] === floor[0] && atLeast(version, floor);
  }
  const from = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(alternative);
  if (from) return atLeast(version, parse(from[1]));
  throw new Error(`engines.node: cannot read "${alternative}"`);
}

/** `^20.19.0` as "20.19 or a later 20.x", `>=22.12.0` as "22.12 or later". */
function spoken(alternative) {
  const [major, minor] = parse(alternative.replace(/^(\^|>=\s*)/, ''));
  return alternative.startsWith('^')
    ? `${major}.${minor} or a later ${major}.x`
    : `${major}.${minor} or later`;
}

/** The one line that says this Node is too old for `range`, or null when it will do. */
export function nodeVersionRefusal(nodeVersion, range) {
  const version = parse(nodeVersion.replace(/^v/, ''));
  const alternatives = range.split('||').map((alternative) => alternative.trim());
  if (alternatives.some((alternative) => satisfies(version, alternative))) return null;
  return (
    `Unlock Portal needs Node.js ${alternatives.map(spoken).join(', or ')}; this is ` +
    `${nodeVersion}. Install a newer Node.js, then run the command again.`
  );
}

/** package.json's `engines.node`. */
export function requiredNodeRange() {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return manifest.engines.node;
}

/** Stops the process with the line when this Node is too old. */
export function requireNodeVersion() {
  const refusal = nodeVersionRefusal(process.version, requiredNodeRange());
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) requireNodeVersion();
