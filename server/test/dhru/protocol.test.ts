import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { DHRU_API_VERSION } from '../../src/dhru/envelope.js';
import { createTestApp, type TestApp } from '../helpers/testApp.js';
import { base64Json, dhruRequest, kitXml, multipartBody } from './dhruClient.js';
import { createReseller, type Reseller } from './reseller.js';

let t: TestApp;
let reseller: Reseller;
beforeAll(async () => {
  t = await createTestApp();
  reseller = await createReseller(t, { credits: '25.50' });
});
afterAll(() => t.close());

const accountMessage = (res: { json(): { SUCCESS?: Array<{ message?: string }> } }) =>
  res.json().SUCCESS?.[0]?.message;

function errorMessage(res: { statusCode: number; json(): unknown }): string | undefined {
  expect(res.statusCode).toBe(200);
  const body = res.json() as { ERROR?: Array<{ MESSAGE: string }>; apiversion?: string };
  expect(body.apiversion).toBe(DHRU_API_VERSION);
  return body.ERROR?.[0]?.MESSAGE;
}

describe('where the reseller API answers', () => {
  it('answers POST /api/index.php with the DHRU headers and apiversion in the body', async () => {
    const res = await reseller.call('accountinfo');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-powered-by']).toBe('DHRU-FUSION');
    expect(res.headers['dhru-fusion-api-version']).toBe(DHRU_API_VERSION);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json().apiversion).toBe(DHRU_API_VERSION);
    expect(accountMessage(res)).toBe('Your Account Info');
  });

  it('answers //api/index.php, the URL a client builds from a base ending in a slash', async () => {
    const res = await reseller.call('accountinfo', { url: '//api/index.php' });
    expect(accountMessage(res)).toBe('Your Account Info');
  });

  it('answers at the service URL of the profile followed by /api/index.php', async () => {
    const profile = await reseller.user.inject({ method: 'GET', url: '/api/profile' });
    const serviceUrl = new URL(`${profile.json().service_url}/api/index.php`);
    const res = await reseller.call('accountinfo', { url: serviceUrl.pathname });
    expect(accountMessage(res)).toBe('Your Account Info');
  });

  it('also answers under the path of a public URL that has one', async () => {
    const other = await createTestApp({ publicUrl: 'http://shop.test/unlock' });
    try {
      const customer = await createReseller(other);
      const profile = await customer.user.inject({ method: 'GET', url: '/api/profile' });
      expect(profile.json().service_url).toBe('http://shop.test/unlock');
      for (const url of ['/unlock/api/index.php', '/unlock//api/index.php', '/api/index.php']) {
        expect(accountMessage(await customer.call('accountinfo', { url }))).toBe(
          'Your Account Info',
        );
      }
    } finally {
      await other.close();
    }
  });
});

describe('request bodies', () => {
  it('reads urlencoded form bodies', async () => {
    const res = await reseller.call('accountinfo', { encoding: 'urlencoded' });
    expect(accountMessage(res)).toBe('Your Account Info');
  });

  it('reads multipart bodies carrying the kit XML with a trailing newline', async () => {
    const res = await reseller.call('getimeiservicedetails', {
      parameters: kitXml({ ID: '999999' }),
    });
    expect(errorMessage(res)).toBe('Invalid service');
  });

  it('reads JSON bodies, parameters included as an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/index.php',
      payload: {
        username: reseller.username,
        apiaccesskey: reseller.apiKey,
        action: 'getimeiservicedetails',
        parameters: { id: 999999 },
      },
    });
    expect(errorMessage(res)).toBe('Invalid service');
  });

  it('takes the action name in any letter case', async () => {
    expect(accountMessage(await reseller.call('AccountInfo'))).toBe('Your Account Info');
  });
});

describe('malformed requests answer an ERROR with HTTP 200', () => {
  it('answers Invalid Action to an unknown action', async () => {
    expect(errorMessage(await reseller.call('placefileorder'))).toBe('Invalid Action');
    expect(errorMessage(await reseller.call('__proto__'))).toBe('Invalid Action');
  });

  it('answers Invalid Action when the action is missing', async () => {
    expect(errorMessage(await reseller.call(''))).toBe('Invalid Action');
  });

  it('answers Authentication Failed when the credentials are missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/index.php',
      payload: 'action=accountinfo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(errorMessage(res)).toBe('Authentication Failed');
    expect(res.json().ERROR[0].FULL_DESCRIPTION).toBe(
      'The username and apiaccesskey fields are required.',
    );
  });

  it('answers Authentication Failed to an empty POST', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/index.php' });
    expect(errorMessage(res)).toBe('Authentication Failed');
  });

  it('refuses a field sent twice', async () => {
    const payload = new URLSearchParams([
      ['username', reseller.username],
      ['apiaccesskey', reseller.apiKey],
      ['action', 'accountinfo'],
      ['action', 'imeiservicelist'],
    ]).toString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/index.php',
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(errorMessage(res)).toBe('Invalid field: action');
  });

  it('refuses a JSON body whose fields have the wrong types', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/index.php',
      payload: { username: reseller.username, apiaccesskey: { key: 1 }, action: 'accountinfo' },
    });
    expect(errorMessage(res)).toBe('Invalid field: apiaccesskey');
  });

  it('refuses a requestformat other than JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/index.php',
      payload: new URLSearchParams({
        username: reseller.username,
        apiaccesskey: reseller.apiKey,
        action: 'accountinfo',
        requestformat: 'XML',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(errorMessage(res)).toBe('Invalid requestformat');
  });

  it('refuses broken XML parameters', async () => {
    const res = await reseller.call('getimeiservicedetails', {
      parameters: '<PARAMETERS><ID>12</IMEI></PARAMETERS>',
    });
    expect(errorMessage(res)).toBe('Invalid parameters');
    expect(res.json().ERROR[0].FULL_DESCRIPTION).toMatch(/XML could not be read/);
  });

  it('refuses broken base64 parameters', async () => {
    const res = await reseller.call('getimeiservicedetails', { parameters: 'eyJJRCI6!!!' });
    expect(errorMessage(res)).toBe('Invalid parameters');
  });

  it('refuses base64 that does not decode to JSON', async () => {
    const res = await reseller.call('getimeiservicedetails', {
      parameters: Buffer.from('not json at all').toString('base64'),
    });
    expect(errorMessage(res)).toBe('Invalid parameters');
  });

  it('refuses an ID that is not a whole number', async () => {
    const res = await reseller.call('getimeiservicedetails', { parameters: kitXml({ ID: 'abc' }) });
    expect(errorMessage(res)).toBe('Invalid ID');
  });

  it('refuses an ID given as a list', async () => {
    const res = await reseller.call('getimeiservicedetails', {
      parameters: base64Json({ ID: [1, 2] }),
    });
    expect(errorMessage(res)).toBe('Invalid ID');
  });

  it('refuses a missing ID', async () => {
    const res = await reseller.call('getimeiservicedetails', { parameters: kitXml() });
    expect(errorMessage(res)).toBe("Parameter 'ID' Required");
  });

  it('refuses huge parameters', async () => {
    const res = await reseller.call('getimeiservicedetails', {
      parameters: base64Json({ ID: '1', PAD: 'x'.repeat(300_000) }),
    });
    expect(errorMessage(res)).toBe('Parameters too large');
  });

  it('refuses a urlencoded body over the size limit', async () => {
    const res = await reseller.call('accountinfo', {
      encoding: 'urlencoded',
      parameters: 'x'.repeat(1_100_000),
    });
    expect(errorMessage(res)).toBe('Request too large');
    expect(res.headers['x-powered-by']).toBe('DHRU-FUSION');
  });

  it('refuses a multipart body with too many fields', async () => {
    const fields = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x']));
    const { payload, headers } = multipartBody(fields);
    const res = await t.app.inject({ method: 'POST', url: '/api/index.php', payload, headers });
    expect(errorMessage(res)).toBe('Request too large');
  });

  it('refuses a file in a multipart body', async () => {
    const boundary = 'X-BOUNDARY';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="username"',
      '',
      reseller.username,
      `--${boundary}`,
      'Content-Disposition: form-data; name="upload"; filename="a.txt"',
      'Content-Type: text/plain',
      '',
      'hello',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/index.php',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(errorMessage(res)).toBe('Invalid request');
  });

  it('refuses a broken multipart body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/index.php',
      payload: '--nope\r\nContent-Disposition: form-data; name="username"\r\n\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=nope' },
    });
    expect(errorMessage(res)).toBe('Invalid request');
  });

  it('reads a form body sent as text/plain', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/index.php',
      payload: new URLSearchParams({
        username: reseller.username,
        apiaccesskey: reseller.apiKey,
        action: 'accountinfo',
      }).toString(),
      headers: { 'content-type': 'text/plain' },
    });
    expect(accountMessage(res)).toBe('Your Account Info');
  });

  it('refuses an unsupported content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/index.php',
      payload: '<request/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(errorMessage(res)).toBe('Unsupported content type');
  });

  it('refuses a JSON body that is not valid JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/index.php',
      payload: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(errorMessage(res)).toBe('Invalid request');
  });
});

describe('a failure on the server side', () => {
  it('answers an ERROR with HTTP 200, not a 5xx', async () => {
    const queries = new Set(['select', 'insert', 'update', 'delete', 'execute', 'transaction']);
    const unreachable = new Proxy(
      {},
      {
        get(_target, property) {
          if (!queries.has(String(property))) return undefined;
          return () => {
            throw new Error('database unreachable');
          };
        },
      },
    ) as Database;
    const app = await buildApp({ config: t.config, db: unreachable });
    try {
      const res = await dhruRequest(app, {
        username: reseller.username,
        apiKey: reseller.apiKey,
        action: 'accountinfo',
      });
      expect(errorMessage(res)).toBe('Temporary server error');
      expect(res.headers['x-powered-by']).toBe('DHRU-FUSION');
    } finally {
      await app.close();
    }
  });
});

describe('the JSON API keeps its own parsers and errors', () => {
  it('still refuses a urlencoded sign-in with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: 'email=a%40b.c&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.json()).toEqual({ message: 'Unsupported content type.' });
  });

  it('still answers 422 with the Laravel shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toBeDefined();
  });
});
