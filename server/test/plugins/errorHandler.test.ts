import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountDeactivatedError,
  ConflictError,
  InvalidInputError,
  NotFoundError,
  TooManyAttemptsError,
} from '../../src/domain/errors.js';
import { ForbiddenError, RouteNotFoundError, UnauthenticatedError } from '../../src/http/errors.js';
import answerLanguage from '../../src/plugins/answerLanguage.js';
import errorHandler from '../../src/plugins/errorHandler.js';

/** A tiny app with the real error handler and one route per kind of failure. */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(answerLanguage);
  await app.register(errorHandler);
  const failing = (path: string, failure: () => Error) =>
    app.get(path, async () => {
      throw failure();
    });
  failing('/not-found', () => new NotFoundError('Order'));
  failing('/record-not-found', () => new NotFoundError());
  failing('/conflict', () => new ConflictError('Order #7 was already completed.'));
  failing('/unknown-words', () => new ConflictError('Quota exceeded upstream.'));
  failing('/invalid-field', () => InvalidInputError.field('email', 'The email is taken.'));
  failing(
    '/invalid-fields',
    () =>
      new InvalidInputError({
        name: ['The name field is required.'],
        price: ['The price must be at least 0.', 'The price must be a number.'],
      }),
  );
  failing('/too-many', () => new TooManyAttemptsError('Too many login attempts. Wait 60s.', 60));
  failing('/deactivated', () => new AccountDeactivatedError());
  failing('/unauthenticated', () => new UnauthenticatedError());
  failing('/forbidden', () => new ForbiddenError());
  app.setNotFoundHandler((request) => {
    throw new RouteNotFoundError(request.method, request.url);
  });
  failing('/bug', () => new Error('connection string with a password'));
  app.post(
    '/schema',
    { schema: { body: Type.Object({ name: Type.String({ minLength: 1 }) }) } },
    async () => ({}),
  );
  // Like POST /orders: a refusal also says its messages as one text, `error`.
  app.post(
    '/with-error-text',
    {
      config: { errorText: true },
      schema: { body: Type.Object({ imei: Type.String({ minLength: 1 }) }) },
    },
    async () => {
      throw new InvalidInputError({
        imei: ['12345: an IMEI has exactly 15 digits, this one has 5.', 'ABC: not an IMEI.'],
        credits: ['Not enough credits: 1 order costs $10.00, you have $5.00 ($5.00 missing).'],
      });
    },
  );
  await app.ready();
});
afterAll(() => app.close());

const answer = async (path: string) => {
  const res = await app.inject({ method: 'GET', url: path });
  return { status: res.statusCode, body: res.json() };
};

describe('the error handler answers each domain error as Laravel would', () => {
  it('not found: 404 with "<what> not found."', async () => {
    expect(await answer('/not-found')).toEqual({
      status: 404,
      body: { message: 'Order not found.' },
    });
    expect((await answer('/record-not-found')).body).toEqual({ message: 'Record not found.' });
  });

  it('conflict: 409 with its message', async () => {
    expect(await answer('/conflict')).toEqual({
      status: 409,
      body: { message: 'Order #7 was already completed.' },
    });
  });

  it('invalid input: 422 with the messages per field and their summary', async () => {
    expect(await answer('/invalid-field')).toEqual({
      status: 422,
      body: { message: 'The email is taken.', errors: { email: ['The email is taken.'] } },
    });
    expect(await answer('/invalid-fields')).toEqual({
      status: 422,
      body: {
        message: 'The name field is required. (and 2 more errors)',
        errors: {
          name: ['The name field is required.'],
          price: ['The price must be at least 0.', 'The price must be a number.'],
        },
      },
    });
  });

  it('too many attempts: 429 with its message', async () => {
    expect(await answer('/too-many')).toEqual({
      status: 429,
      body: { message: 'Too many login attempts. Wait 60s.' },
    });
  });

  it('an account deactivated during its request: 401 saying so', async () => {
    expect(await answer('/deactivated')).toEqual({
      status: 401,
      body: { message: 'This account has been deactivated.' },
    });
  });
});

describe('the error handler answers access refusals and Fastify failures', () => {
  it('no valid token: 401 "Unauthenticated."', async () => {
    expect(await answer('/unauthenticated')).toEqual({
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
  });

  it('a role that may not: 403 "This action is unauthorized."', async () => {
    expect(await answer('/forbidden')).toEqual({
      status: 403,
      body: { message: 'This action is unauthorized.' },
    });
  });

  it('no route for the method and path: 404 "The route <method> <url> could not be found."', async () => {
    expect(await answer('/nowhere?page=2')).toEqual({
      status: 404,
      body: { message: 'The route GET /nowhere?page=2 could not be found.' },
    });
  });

  it('a body against the schema: 422 in the same shape', async () => {
    const res = await app.inject({ method: 'POST', url: '/schema', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The name field is required.',
      errors: { name: ['The name field is required.'] },
    });
  });

  it('a body that is not JSON: 400 saying so', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/schema',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('anything else: 500 "Server Error", without its details', async () => {
    expect(await answer('/bug')).toEqual({ status: 500, body: { message: 'Server Error' } });
  });
});

describe('the error handler answers a route with config.errorText (POST /orders)', () => {
  const refused = (headers: Record<string, string> = {}, payload: object = { imei: 'x' }) =>
    app.inject({ method: 'POST', url: '/with-error-text', payload, headers });

  it('a refused input: 422 whose `error` is every message, one a line', async () => {
    const res = await refused();
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: '12345: an IMEI has exactly 15 digits, this one has 5. (and 2 more errors)',
      error: [
        '12345: an IMEI has exactly 15 digits, this one has 5.',
        'ABC: not an IMEI.',
        'Not enough credits: 1 order costs $10.00, you have $5.00 ($5.00 missing).',
      ].join('\n'),
      errors: {
        imei: ['12345: an IMEI has exactly 15 digits, this one has 5.', 'ABC: not an IMEI.'],
        credits: ['Not enough credits: 1 order costs $10.00, you have $5.00 ($5.00 missing).'],
      },
    });
  });

  it('a refused input in Spanish: `error` is the translated messages, one a line', async () => {
    const res = await refused({ 'accept-language': 'es' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    const lines = [
      '12345: un IMEI tiene exactamente 15 dígitos, este tiene 5.',
      'ABC: not an IMEI.',
      'Créditos insuficientes: 1 orden cuesta $10.00, usted tiene $5.00 (faltan $5.00).',
    ];
    expect(body.error).toBe(lines.join('\n'));
    expect(body.errors).toEqual({ imei: lines.slice(0, 2), credits: [lines[2]] });
  });

  it('a body against the schema: 422 {message, errors} as on every route, without `error`', async () => {
    const res = await refused({}, {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The imei field is required.',
      errors: { imei: ['The imei field is required.'] },
    });
  });

  it('a route without it: a refused input has no `error`', async () => {
    expect((await answer('/invalid-field')).body).not.toHaveProperty('error');
  });
});

describe('the error handler answers in the language the request asks for', () => {
  const inSpanish = async (path: string) => {
    const res = await app.inject({
      method: 'GET',
      url: path,
      headers: { 'accept-language': 'es' },
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('translates a refusal, keeping its status', async () => {
    expect(await inSpanish('/not-found')).toEqual({
      status: 404,
      body: { message: 'Orden no encontrada.' },
    });
    expect(await inSpanish('/forbidden')).toEqual({
      status: 403,
      body: { message: 'Esta acción no está autorizada.' },
    });
    expect(await inSpanish('/nowhere')).toEqual({
      status: 404,
      body: { message: 'La ruta GET /nowhere no existe.' },
    });
  });

  it('translates each field message and sums them up in Spanish', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/schema',
      payload: { name: '', extra: 1 },
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'El campo nombre es obligatorio.',
      errors: { name: ['El campo nombre es obligatorio.'] },
    });
  });

  it('keeps a message it has no Spanish for as it came', async () => {
    expect((await inSpanish('/unknown-words')).body).toEqual({
      message: 'Quota exceeded upstream.',
    });
  });

  it('says "Server Error" in Spanish too, still without details', async () => {
    expect(await inSpanish('/bug')).toEqual({
      status: 500,
      body: { message: 'Error del servidor' },
    });
  });
});
