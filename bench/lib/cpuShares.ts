import type { Figures } from './measure.js';
import { type ResultRow, table, times } from './report.js';

const cpu = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : '–');

/** Each side's processes' CPU per request added up; NaN when one of them was not measured. */
function sums(api: Figures, driver: Figures) {
  return {
    api: api.cpuMsPerRequest + api.loadCpuMsPerRequest + api.databaseCpuMsPerRequest,
    driver: driver.cpuMsPerRequest + driver.databaseCpuMsPerRequest,
  };
}

/**
 * Where each side's CPU went, per request: on the API side the server, the load generator and
 * PostgreSQL, on the driver's the driver and PostgreSQL. With every connection busy on a machine
 * whose CPUs are all in use, a side's latency follows the sum of its processes' CPU, so the sums'
 * ratio is what the p50 ratio tends to; on a cheap request the server and the load generator
 * outweigh the database. Printed only for the reads of a run on a local PostgreSQL.
 */
export function printCpuShares(results: ResultRow[], loadGenerator: string): void {
  const rows = results
    .filter(({ scenario }) => scenario.method === 'GET')
    .map(({ scenario, comparison: { api, driver } }) => {
      const total = sums(api, driver);
      return [
        scenario.name,
        cpu(api.cpuMsPerRequest),
        cpu(api.loadCpuMsPerRequest),
        cpu(api.databaseCpuMsPerRequest),
        cpu(total.api),
        cpu(driver.cpuMsPerRequest),
        cpu(driver.databaseCpuMsPerRequest),
        cpu(total.driver),
        times(total.api / total.driver),
      ];
    });
  if (rows.every((row) => row[3] === '–')) return;
  process.stdout.write(
    `\nWhere the CPU went, ms a request (or a replay): the API side's server, load generator (${loadGenerator})` +
      `\nand PostgreSQL, the driver side's SQL client and PostgreSQL; the last column is the sums' ratio.\n\n` +
      `${table(
        [
          'request',
          'API: server',
          loadGenerator,
          'PostgreSQL',
          'sum',
          'driver: client',
          'PostgreSQL',
          'sum',
          'sums API/driver',
        ],
        rows,
      )}\n`,
  );
}
