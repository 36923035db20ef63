import fs from 'node:fs';
import type { Figures } from './measure.js';
import type { ResultRow, RunFacts } from './report.js';

/** One bench run as `--save <file>` writes it, for `bench/compare-runs.ts`. */
export interface SavedRun {
  measuredAt: string;
  target: string;
  server: string;
  facts: RunFacts;
  /** The machine's 1-minute load average when the run started and when it ended. */
  load: { start: number; end: number };
  rows: SavedRow[];
}

export interface SavedRow {
  name: string;
  method: 'GET' | 'POST';
  /** Not held to the target (Scenario.floor). */
  floor?: true;
  statements: number;
  api: Figures;
  driver: Figures;
  ratio: number;
  roundRatios: number[];
}

export function saveRun(
  file: string,
  run: {
    target: string;
    server: string;
    facts: RunFacts;
    load: { start: number; end: number };
    results: ResultRow[];
  },
): void {
  const saved: SavedRun = {
    measuredAt: new Date().toISOString(),
    target: run.target,
    server: run.server,
    facts: run.facts,
    load: run.load,
    rows: run.results.map(({ scenario, statements, comparison }) => ({
      name: scenario.name,
      method: scenario.method,
      ...(scenario.floor ? { floor: scenario.floor } : {}),
      statements,
      api: comparison.api,
      driver: comparison.driver,
      ratio: comparison.ratio,
      roundRatios: comparison.rounds.map((r) => r.ratio),
    })),
  };
  fs.writeFileSync(file, `${JSON.stringify(saved, null, 2)}\n`);
}

export function loadRun(file: string): SavedRun {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SavedRun;
}
