import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DirectDatabase } from './directDatabase.js';
import { percentile } from './measure.js';
import type { Scenario } from './scenarios.js';

/**
 * Where one request's time goes inside the app, request after request (no concurrency), through
 * `app.inject` (no socket, no HTTP parsing). Fastify's hooks mark the phases:
 *   inject → preValidation      routing and authentication (the token's lookup: one statement;
 *                               a plugin's own onRequest guard runs before any hook added here)
 *   preValidation → preHandler  query-string/body validation
 *   preHandler → preSerialization  the handler (its statements, drizzle, mapping to the view)
 *   preSerialization → onSend   serialization of the payload to JSON
 *   onSend → onResponse         handing the response over
 * and the time with a statement under way is the database's share of all that.
 */
export interface PhaseFigures {
  total: number;
  auth: number;
  validation: number;
  handler: number;
  serialization: number;
  send: number;
  /** Time with a statement under way (auth lookup included). */
  database: number;
  /** total − database: what the app's own code costs per request. */
  app: number;
  responseBytes: number;
  count: number;
}

type Mark = 'authenticated' | 'validated' | 'handled' | 'serialized' | 'end';

const marksOf = new WeakMap<FastifyRequest, Partial<Record<Mark, number>>>();

function mark(request: FastifyRequest, name: Mark): void {
  const marks = marksOf.get(request) ?? {};
  marks[name] = performance.now();
  marksOf.set(request, marks);
}

/** Adds the marking hooks; call before `app.ready()`. Returns the marks of the last request. */
export function attachPhaseMarks(app: FastifyInstance): () => Partial<Record<Mark, number>> {
  let last: Partial<Record<Mark, number>> = {};
  app.addHook('preValidation', async (request) => mark(request, 'authenticated'));
  app.addHook('preHandler', async (request) => mark(request, 'validated'));
  app.addHook('preSerialization', async (request, _reply, payload) => {
    mark(request, 'handled');
    return payload;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    mark(request, 'serialized');
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    mark(request, 'end');
    last = marksOf.get(request) ?? {};
  });
  return () => last;
}

const between = (marks: Partial<Record<Mark, number>>, from: Mark, to: Mark) =>
  (marks[to] ?? Number.NaN) - (marks[from] ?? Number.NaN);

/** Sends the scenario's GET request `count` times, one at a time, and takes each one apart. */
export async function measurePhases(
  app: FastifyInstance,
  direct: DirectDatabase,
  lastMarks: () => Partial<Record<Mark, number>>,
  scenario: Scenario,
  token: string,
  count: number,
): Promise<PhaseFigures> {
  const samples: Record<Exclude<keyof PhaseFigures, 'count'>, number[]> = {
    total: [],
    auth: [],
    validation: [],
    handler: [],
    serialization: [],
    send: [],
    database: [],
    app: [],
    responseBytes: [],
  };
  for (let i = 0; i < count + 5; i += 1) {
    const waited = direct.waitedMs();
    const started = performance.now();
    const response = await app.inject({
      method: scenario.method,
      url: scenario.path,
      headers: { authorization: `Bearer ${token}` },
    });
    const database = direct.waitedMs() - waited;
    if (i < 5) continue; // warm-up
    const marks = lastMarks();
    const total = (marks.end ?? Number.NaN) - started;
    samples.total.push(total);
    samples.auth.push((marks.authenticated ?? Number.NaN) - started);
    samples.validation.push(between(marks, 'authenticated', 'validated'));
    samples.handler.push(between(marks, 'validated', 'handled'));
    samples.serialization.push(between(marks, 'handled', 'serialized'));
    samples.send.push(between(marks, 'serialized', 'end'));
    samples.database.push(database);
    samples.app.push(total - database);
    samples.responseBytes.push(response.rawPayload.length);
  }
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    );
  return {
    total: median(samples.total),
    auth: median(samples.auth),
    validation: median(samples.validation),
    handler: median(samples.handler),
    serialization: median(samples.serialization),
    send: median(samples.send),
    database: median(samples.database),
    app: median(samples.app),
    responseBytes: median(samples.responseBytes),
    count,
  };
}
