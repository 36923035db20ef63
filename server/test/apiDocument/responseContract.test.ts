import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorResponses } from '../../src/schemas/errors.js';
import { Nullable, Timestamp } from '../../src/schemas/fields.js';
import { type ContractFailure, checkResponses } from '../helpers/responseSchemaCheck.js';

/** An app whose routes answer what they are told, checked as the tests' apps are. */
async function checkedApp(answer: (status: number) => { status: number; body: unknown }) {
  const failures: ContractFailure[] = [];
  const app = Fastify();
  checkResponses(app, (failure) => failures.push(failure));
  const Thing = Type.Object({
    total: Type.Number(),
    reply: Nullable(Type.String()),
    created_at: Timestamp,
    tags: Type.Array(Type.String()),
  });
  app.get<{ Params: { status: string } }>(
    '/things/:status',
    { schema: { response: { 200: Thing, ...errorResponses(404) } } },
    async (request, reply) => {
      const { status, body } = answer(Number(request.params.status));
      return reply.code(status).send(body);
    },
  );
  await app.ready();
  return { app, failures };
}

describe('the response check (test/helpers/responseSchemaCheck.ts)', () => {
  it('names each value fast-json-stringify would coerce, with the route, status and value', async () => {
    const { app, failures } = await checkedApp(() => ({
      status: 200,
      body: { total: null, reply: '', created_at: '', tags: [3] },
    }));
    const res = await app.inject({ url: '/things/200' });
    // What the client gets: 0 for null, an empty text for a date, a number as a text.
    expect(res.json()).toEqual({ total: 0, reply: '', created_at: '', tags: ['3'] });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ kind: 'invalid', method: 'GET', route: '/things/:status' });
    expect(failures[0]?.status).toBe(200);
    expect(failures[0]?.errors?.map((error) => [error.path, error.keyword, error.value])).toEqual([
      ['/total', 'type', 'null'],
      ['/created_at', 'format', ''],
      ['/tags/0', 'type', '3'],
    ]);
    await app.close();
  });

  it('reads a Date as the ISO text it is written as, and lets a right answer through unnamed', async () => {
    const { app, failures } = await checkedApp(() => ({
      status: 200,
      body: { total: 12.5, reply: null, created_at: new Date(0), tags: ['a'] },
    }));
    expect((await app.inject({ url: '/things/200' })).statusCode).toBe(200);
    expect(failures).toEqual([]);
    await app.close();
  });

  it('names a field the schema leaves out of the answer', async () => {
    const { app, failures } = await checkedApp(() => ({
      status: 200,
      body: { total: 1, reply: null, created_at: new Date(0).toISOString(), tags: [], replied: 1 },
    }));
    expect((await app.inject({ url: '/things/200' })).json()).not.toHaveProperty('replied');
    expect(failures).toMatchObject([
      { kind: 'dropped', errors: [{ path: '/replied', value: '1' }] },
    ]);
    await app.close();
  });

  it('names a status the route answers without declaring it, and checks a declared error', async () => {
    const { app, failures } = await checkedApp((status) => ({
      status,
      body: status === 404 ? { message: 7 } : { message: 'No.' },
    }));
    await app.inject({ url: '/things/409' });
    await app.inject({ url: '/things/404' });
    expect(failures).toMatchObject([
      { kind: 'undeclared', status: 409 },
      { kind: 'invalid', status: 404, errors: [{ path: '/message', keyword: 'type' }] },
    ]);
    await app.close();
  });
});
