import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type ContractFailure, checkResponses, contractCheckStats } from './responseSchemaCheck.js';

/**
 * Every app the tests build checks its answers against their response schemas
 * (responseSchemaCheck.ts). A mismatch fails the test file whose app sent it, when the app
 * closes (failOnContract); each is also written, one JSON line, under RESPONSE_CONTRACT_DIR
 * (npm test: /tmp/contract-failures/pglite and …/postgres; a vitest run of its own:
 * …/one-run, which it clears at its start without touching a whole run's folders beside it), and
 * the run ends with their list (responseContractSummary.ts),
 * so one run names them all. RESPONSE_CONTRACT=report only writes them; =off turns the check off.
 */
export const CONTRACT_DIR = process.env.RESPONSE_CONTRACT_DIR ?? '/tmp/contract-failures/one-run';

/** The check an app installs first (BuildOptions.beforePlugins); `found` gets its mismatches. */
export function responseCheck(
  found?: ContractFailure[],
): ((app: FastifyInstance) => void) | undefined {
  if (process.env.RESPONSE_CONTRACT === 'off') return undefined;
  mkdirSync(CONTRACT_DIR, { recursive: true });
  const file = path.join(CONTRACT_DIR, `failures-${process.pid}.jsonl`);
  return (app) =>
    checkResponses(app, (failure) => {
      found?.push(failure);
      const state = expect.getState();
      const line = {
        ...failure,
        testFile: state.testPath ? path.relative(process.cwd(), state.testPath) : undefined,
        test: state.currentTestName,
      };
      // The folder is made again if it went: a mismatch written must not become the answer.
      mkdirSync(CONTRACT_DIR, { recursive: true });
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    });
}

/** This process's count of checked answers, the time the check took and what it saw, for the summary. */
export function writeContractStats(): void {
  if (process.env.RESPONSE_CONTRACT === 'off') return;
  mkdirSync(CONTRACT_DIR, { recursive: true });
  const { answers, milliseconds, seen } = contractCheckStats;
  writeFileSync(
    path.join(CONTRACT_DIR, `stats-${process.pid}.json`),
    JSON.stringify({ answers, milliseconds, seen: [...seen].sort() }),
  );
}

/**
 * A test file whose app sent an answer its schema does not describe fails when the app closes,
 * naming them (the statuses any route may answer, `generic`, aside); not with
 * RESPONSE_CONTRACT=report or off.
 */
export function failOnContract(found: readonly ContractFailure[]): void {
  if (process.env.RESPONSE_CONTRACT === 'report' || process.env.RESPONSE_CONTRACT === 'off') return;
  const serious = found.filter((failure) => failure.kind !== 'generic');
  if (serious.length === 0) return;
  const list = serious.map(
    (f) =>
      `  ${f.kind} ${f.method} ${f.route} ${f.status}${(f.errors ?? []).map((e) => ` ${e.path} ${e.message} (${e.value ?? ''})`).join(';')}`,
  );
  throw new Error(`Answers that do not match their response schema:\n${list.join('\n')}`);
}
