import type { SignInWeight } from './clientSize.js';
import type { AlternativeFigures } from './dashboardAlternative.js';
import type { Figures } from './measure.js';
import type { Scenario } from './scenarios.js';

interface ResultRow {
  scenario: Scenario;
  statements: number;
  api?: Figures;
  direct: Figures;
}

const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value)
    ? '–'
    : value < 10
      ? value.toFixed(2)
      : value.toFixed(1);
const rate = (value: number | undefined) =>
  value === undefined ? '–' : value >= 100 ? value.toFixed(0) : value.toFixed(1);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export function printResults(
  results: ResultRow[],
  run: { orders: number; connections: number; durationS: number; placements: number },
): void {
  const rows = results.map(({ scenario, statements, api, direct }) => [
    scenario.name,
    ms(api?.median),
    ms(api?.p95),
    rate(api?.perSecond),
    ms(direct.median),
    ms(direct.p95),
    rate(direct.perSecond),
    String(statements),
    api && direct.median > 0 ? `${(api.median / direct.median).toFixed(1)}×` : '–',
    String((api?.errors ?? 0) + direct.errors),
  ]);
  process.stdout.write(
    `\n${run.orders.toLocaleString('en')} orders. API = HTTP through the server (autocannon, ${run.connections} connections, ${run.durationS} s);` +
      `\ndriver = the same SQL statements straight through the database driver, same concurrency.` +
      `\nPlacing 1,000 IMEIs: ${run.placements} submissions one after the other (the customer's row is locked per submission).\n\n`,
  );
  process.stdout.write(
    `${table(
      [
        'request',
        'API p50 ms',
        'API p95 ms',
        'API req/s',
        'driver p50 ms',
        'driver p95 ms',
        'driver /s',
        'SQL',
        'API/driver p50',
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
      ms(dashboard?.direct.median),
      ms(dashboard?.direct.p95),
      rate(dashboard?.direct.perSecond),
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
