/**
 * Where the server's CPU time goes, from the V8 profile `npm run bench -- --cpu-prof <dir>`
 * leaves behind: `npx tsx bench/profile-summary.ts <dir or .cpuprofile> [--top 25]`. Self time
 * is grouped by package (node_modules/<name>), the app's own code, Node's internals and V8's
 * own entries (garbage collector, idle), then the functions with the most self time are listed.
 * Run the server built (`--built`): the app's code is then one file, dist/server/main.js.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseFlags, wholeNumber } from './lib/args.js';
import { table } from './lib/report.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

function group(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : `V8 builtin/native: ${name || '(anonymous)'}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] ?? url;
  if (url.startsWith('node:')) {
    const module = url.replace(/^node:(internal\/)?/, '').split('/')[0];
    return `node:${module}`;
  }
  if (/dist\/server|server\/src/.test(url)) return 'app (server code)';
  return path.basename(url);
}

function profileFiles(target: string): string[] {
  if (!fs.statSync(target).isDirectory()) return [target];
  const files = fs
    .readdirSync(target)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(target, name));
  // One profile per process that ran with --cpu-prof: the server is the largest.
  return files.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size).slice(0, 1);
}

const [target, ...rest] = process.argv.slice(2);
if (!target) {
  process.stderr.write('Usage: npx tsx bench/profile-summary.ts <dir or file> [--top 25]\n');
  process.exit(2);
}
const top = wholeNumber(parseFlags(rest), 'top', 25);
for (const file of profileFiles(target)) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const groups = new Map<string, number>();
  const functions = new Map<string, { group: string; us: number }>();
  let busyUs = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const name = group(frame.url, frame.functionName);
    groups.set(name, (groups.get(name) ?? 0) + us);
    if (name !== '(idle)') busyUs += us;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url ? `${path.basename(frame.url)}:${frame.lineNumber + 1}` : ''}`;
    const entry = functions.get(key) ?? { group: name, us: 0 };
    entry.us += us;
    functions.set(key, entry);
  }
  const share = (us: number) => `${((100 * us) / busyUs).toFixed(1)} %`;
  const msOf = (us: number) => (us / 1000).toFixed(0);
  process.stdout.write(
    `\n${file}: ${msOf(profile.endTime - profile.startTime)} ms profiled, ${msOf(busyUs)} ms busy (idle left out of the shares)\n\n`,
  );
  const groupRows = [...groups]
    .filter(([name]) => name !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .map(([name, us]) => [name, msOf(us), share(us)]);
  process.stdout.write(`${table(['self time in', 'ms', 'share'], groupRows)}\n\n`);
  const functionRows = [...functions]
    .filter(([, entry]) => entry.group !== '(idle)')
    .sort((a, b) => b[1].us - a[1].us)
    .slice(0, top)
    .map(([key, entry]) => [key, entry.group, msOf(entry.us), share(entry.us)]);
  process.stdout.write(`${table(['function', 'in', 'ms', 'share'], functionRows)}\n`);
}
