import type { SignInWeight } from './clientSize.js';
import type { AlternativeFigures } from './dashboardAlternative.js';
import { type Comparison, range } from './interleave.js';
import type { PhaseFigures } from './phases.js';
import type { Scenario } from './scenarios.js';

/** One scenario's outcome: what the bench prints and saves. */
export interface ResultRow {
  scenario: Scenario;
  statements: number;
  comparison: Comparison;
}

export interface RunFacts {
  orders: number;
  connections: number;
  rounds: number;
  roundS: number;
  placements: number;
  /** What fired the reads (runs saved before 2026-11-26 12:00 used autocannon). */
  loadGenerator?: 'wrk' | 'autocannon';
  /** Server processes on the port (SERVER_PROCESSES; runs saved before it existed had 1). */
  serverProcesses?: number;
}

/** The issue's target for every list and the dashboard at a million orders. */
export const TARGET = { ratio: 1.5, apiP95Ms: 50 };

export const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value)
    ? '–'
    : value < 10
      ? value.toFixed(2)
      : value.toFixed(1);
const rate = (value: number | undefined) =>
  value === undefined ? '–' : value >= 100 ? value.toFixed(0) : value.toFixed(1);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const times = (ratio: number) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '–');

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** "ok", or what misses the target; "–" for the placements (not a list) and the floor. */
function verdict({ scenario, comparison }: ResultRow): string {
  if (scenario.method !== 'GET' || scenario.floor) return '–';
  const misses = [
    comparison.ratio > TARGET.ratio ? 'p50' : '',
    comparison.api.p95 >= TARGET.apiP95Ms ? 'p95' : '',
  ].filter(Boolean);
  return misses.length === 0 ? 'ok' : `misses ${misses.join('+')}`;
}

export function printResults(results: ResultRow[], run: RunFacts): void {
  const rows = results.map((row) => {
    const { scenario, statements, comparison } = row;
    const { api, driver } = comparison;
    const perRound = range(comparison.rounds.map((r) => r.ratio));
    return [
      scenario.name,
      ms(api.median),
      ms(api.p95),
      rate(api.perSecond),
      ms(driver.median),
      ms(driver.p95),
      rate(driver.perSecond),
      String(statements),
      times(comparison.ratio),
      ms(api.median - driver.median),
      `${perRound.low.toFixed(2)}–${perRound.high.toFixed(2)}`,
      ms(api.cpuMsPerRequest),
      ms(driver.cpuMsPerRequest),
      verdict(row),
      String(api.errors + driver.errors),
    ];
  });
  process.stdout.write(
    `\n${run.orders.toLocaleString('en')} orders. API = HTTP through the server (${run.loadGenerator ?? 'autocannon'}, ${run.connections} connections; the placements through autocannon);` +
      `\ndriver = the same SQL statements straight through the database driver, same concurrency.` +
      `\nInterleaved: a warm-up of each, then ${run.rounds} rounds of ${run.roundS} s per side (driver, API | API, driver | …), latencies pooled per side.` +
      `\nPlacing 1,000 IMEIs: ${run.placements} submissions per side, one after the other, alternating, undone after each.` +
      `\nCPU ms/req: CPU time of the server process per request, and of the bench process per driver replay (the SQL client alone).` +
      `\nTarget: API p50 ≤ ${TARGET.ratio}× the driver and API p95 < ${TARGET.apiP95Ms} ms; the floor (GET /api/profile, one` +
      `\nstatement) is not held to it: it shows what HTTP and the server add to any signed-in request.\n\n`,
  );
  process.stdout.write(
    `${table(
      [
        'request',
        'API p50 ms',
        'API p95 ms',
        'API /s',
        'driver p50 ms',
        'driver p95 ms',
        'driver /s',
        'SQL',
        'API/driver p50',
        'API − driver p50 ms',
        'per round',
        'CPU ms/req server',
        'CPU ms/req driver',
        'target',
        'errors',
      ],
      rows,
    )}\n`,
  );
}

export function printAlternative(
  alternative: AlternativeFigures,
  dashboard: ResultRow | undefined,
): void {
  const rows = [
    [
      'hourly summary (what the server does)',
      ms(dashboard?.comparison.driver.median),
      ms(dashboard?.comparison.driver.p95),
      rate(dashboard?.comparison.driver.perSecond),
    ],
    [
      'aggregate orders, answered_at index',
      ms(alternative.plainIndex.median),
      ms(alternative.plainIndex.p95),
      rate(alternative.plainIndex.perSecond),
    ],
    [
      'aggregate orders, covering index',
      ms(alternative.coveringIndex.median),
      ms(alternative.coveringIndex.p95),
      rate(alternative.coveringIndex.perSecond),
    ],
  ];
  process.stdout.write(
    `\nDashboard design, through the driver (this month: ${alternative.monthRows.toLocaleString('en')} answered orders):\n\n`,
  );
  process.stdout.write(`${table(['dashboard figures from', 'p50 ms', 'p95 ms', 'per s'], rows)}\n`);
}

export function printSignInWeight(weight: SignInWeight | undefined): void {
  if (!weight) {
    process.stdout.write('\nSign-in screen weight: no client build (run npm run build first).\n');
    return;
  }
  process.stdout.write(
    `\nSign-in screen (/auth/login in Chromium) loads ${weight.files.length} JS/CSS files: ${kb(weight.gzipped)} gzipped` +
      ` (the whole client build: ${kb(weight.wholeBuildGzipped)} gzipped)\n`,
  );
  for (const file of weight.files)
    process.stdout.write(`  ${file.file}  ${kb(file.bytes)} → ${kb(file.gzipped)} gz\n`);
}

export function printPhases(rows: { name: string; phases: PhaseFigures }[]): void {
  if (rows.length === 0) return;
  process.stdout.write(
    `\nInside the app, one request at a time (app.inject, no socket; median of ${rows[0]?.phases.count} each, ms):` +
      `\nauth = routing and the token's lookup (one statement); handler = its statements, drizzle and the mapping to the view;` +
      `\ndatabase = time with a statement under way (auth included); app = total − database.\n\n`,
  );
  process.stdout.write(
    `${table(
      [
        'request',
        'total',
        'auth',
        'validation',
        'handler',
        'serialization',
        'send',
        'database',
        'app',
        'response KB',
      ],
      rows.map(({ name, phases }) => [
        name,
        ms(phases.total),
        ms(phases.auth),
        ms(phases.validation),
        ms(phases.handler),
        ms(phases.serialization),
        ms(phases.send),
        ms(phases.database),
        ms(phases.app),
        (phases.responseBytes / 1024).toFixed(1),
      ]),
    )}\n`,
  );
}
