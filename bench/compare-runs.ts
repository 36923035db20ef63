/**
 * How well several bench runs agree, row by row: `npx tsx bench/compare-runs.ts a.json b.json
 * c.json` (files written by `npm run bench -- --save <file>`). For each request it prints the API
 * p50 and the API/driver ratio of every run, and their spread: (highest − lowest) / lowest; and
 * the CPU each side's Node process spent on a request, averaged over the runs: where one server
 * process is the bottleneck (a cheap request at 10 connections) the ratio follows theirs.
 */
import { range, spread } from './lib/interleave.js';
import { ms, TARGET, table, times } from './lib/report.js';
import { loadRun, type SavedRow } from './lib/savedRun.js';

const STABLE = 0.15;

const files = process.argv.slice(2);
if (files.length < 2) {
  process.stderr.write('Usage: npx tsx bench/compare-runs.ts <run1.json> <run2.json> [...]\n');
  process.exit(2);
}
const runs = files.map(loadRun);
/** The mean of the runs' figures that were measured (a saved NaN comes back as null). */
const meanOf = (values: (number | null)[]) => {
  const measured = values.filter((value): value is number => Number.isFinite(value));
  return measured.length > 0
    ? measured.reduce((total, value) => total + value, 0) / measured.length
    : Number.NaN;
};
const cpu = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : '–');
const percent = (value: number) => (Number.isFinite(value) ? `${(value * 100).toFixed(0)} %` : '–');

const names = runs[0]?.rows.map((row) => row.name) ?? [];
const rows = names.map((name) => {
  const found = runs.map((run) => run.rows.find((row) => row.name === name));
  const present = found.filter((row): row is SavedRow => row !== undefined);
  const ratios = present.map((row) => row.ratio);
  const apiP50 = present.map((row) => row.api.median);
  const driverP50 = present.map((row) => row.driver.median);
  const apiP95 = range(present.map((row) => row.api.p95));
  // The floor is not held to the target.
  const list = present[0]?.method === 'GET' && present[0]?.floor !== true;
  const meets =
    list && present.every((row) => row.ratio <= TARGET.ratio && row.api.p95 < TARGET.apiP95Ms);
  const stable = spread(ratios) <= STABLE;
  const serverCpu = meanOf(present.map((row) => row.api.cpuMsPerRequest));
  const driverCpu = meanOf(present.map((row) => row.driver.cpuMsPerRequest));
  return [
    name,
    found.map((row) => (row ? ms(row.api.median) : '–')).join(' / '),
    percent(spread(apiP50)),
    found.map((row) => (row ? ms(row.driver.median) : '–')).join(' / '),
    percent(spread(driverP50)),
    found.map((row) => (row ? times(row.ratio) : '–')).join(' / '),
    `${percent(spread(ratios))}${stable ? '' : ' (!)'}`,
    `${ms(apiP95.low)}–${ms(apiP95.high)}`,
    `${cpu(serverCpu)} / ${cpu(driverCpu)} (${times(serverCpu / driverCpu)})`,
    list ? (meets ? 'yes' : 'no') : '–',
  ];
});

process.stdout.write(
  `${runs.map((run, i) => `run ${i + 1}: ${run.measuredAt}, ${run.target}, ${run.facts.orders.toLocaleString('en')} orders, ${run.facts.rounds} × ${run.facts.roundS} s per side, reads by ${run.facts.loadGenerator ?? 'autocannon'}, ${run.facts.serverProcesses ?? 1} server process(es), load ${run.load.start.toFixed(1)} → ${run.load.end.toFixed(1)}`).join('\n')}\n\n`,
);
process.stdout.write(
  `${table(
    [
      'request',
      'API p50 ms (each run)',
      'spread',
      'driver p50 ms (each run)',
      'spread',
      'API/driver p50 (each run)',
      'spread',
      'API p95 ms',
      'CPU ms/req server / driver (mean)',
      'target met',
    ],
    rows,
  )}\n`,
);
process.stdout.write(
  `\nspread = (highest − lowest) / lowest across the runs; (!) marks a ratio spread over ${percent(STABLE)}.` +
    `\nCPU ms/req = CPU time of the server process per request / of the bench process per driver replay, mean of the runs.` +
    `\ntarget met = in every run API p50 ≤ ${TARGET.ratio}× the driver and API p95 < ${TARGET.apiP95Ms} ms.\n`,
);
