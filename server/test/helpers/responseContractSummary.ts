import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_DIR } from './responseContract.js';
import type { ContractFailure } from './responseSchemaCheck.js';

type Line = ContractFailure & { testFile?: string; test?: string };
interface Stats {
  answers: number;
  milliseconds: number;
  seen: string[];
}

/**
 * The server tests' global setup for the response check (responseContract.ts): the failures of
 * an earlier run are cleared, and once the run ends each distinct mismatch is listed (route,
 * status, field, what was sent) with how many answers had it and one test that met it.
 */
export function setup(): () => void {
  if (process.env.RESPONSE_CONTRACT === 'off') return () => {};
  rmSync(CONTRACT_DIR, { recursive: true, force: true });
  return () => {
    if (!existsSync(CONTRACT_DIR)) return;
    const lines: Line[] = readdirSync(CONTRACT_DIR)
      .filter((name) => name.endsWith('.jsonl'))
      .flatMap((name) =>
        readFileSync(path.join(CONTRACT_DIR, name), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((text) => JSON.parse(text) as Line),
      );
    const distinct = new Map<string, { count: number; line: Line; detail: string }>();
    // Fastify's own refusals of a body (400, 413, 415) and 5xx, which any route may answer and
    // the API document describes once: counted, not listed.
    const generic = lines.filter((line) => line.kind === 'generic').length;
    for (const line of lines.filter((each) => each.kind !== 'generic')) {
      const details = line.errors?.length
        ? line.errors.map(
            (e) => `${e.path.replace(/\/\d+(?=\/|$)/g, '/*') || '/'} ${e.keyword}: ${e.message}`,
          )
        : [''];
      for (const detail of details) {
        const key = `${line.kind} ${line.method} ${line.route} ${line.status} ${detail}`;
        const seen = distinct.get(key);
        if (seen) seen.count += 1;
        else distinct.set(key, { count: 1, line, detail });
      }
    }
    const summary = [...distinct.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, { count, line }]) => ({ key, count, example: line }));
    writeFileSync(path.join(CONTRACT_DIR, 'summary.json'), JSON.stringify(summary, null, 2));
    const stats = readdirSync(CONTRACT_DIR)
      .filter((name) => name.startsWith('stats-'))
      .map((name) => JSON.parse(readFileSync(path.join(CONTRACT_DIR, name), 'utf8')) as Stats);
    const answers = stats.reduce((sum, s) => sum + s.answers, 0);
    const milliseconds = stats.reduce((sum, s) => sum + s.milliseconds, 0);
    const seen = [...new Set(stats.flatMap((s) => s.seen))].sort();
    writeFileSync(path.join(CONTRACT_DIR, 'seen.json'), JSON.stringify(seen, null, 2));
    console.info(
      `\nResponse check: ${answers} answers read against their schemas in ${Math.round(milliseconds)} ms (all workers); ${generic} of the statuses any route may answer (400, 413, 415, 5xx).`,
    );
    if (summary.length === 0) return;
    const text = summary.map(
      ({ key, count, example }) => `  ${key}  ×${count}  (${example.testFile}: ${example.test})`,
    );
    console.warn(
      `\nResponses that do not match their schema (${lines.length - generic} answers, ${summary.length} distinct; ${CONTRACT_DIR}):\n${text.join('\n')}\n`,
    );
  };
}
