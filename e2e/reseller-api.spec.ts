import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { imeiFrom } from './imei';

/**
 * Plays a reseller's own unlock server (what DHRU Fusion does): the credentials come from the
 * customer's profile screen, the orders and the codes travel through POST {service URL}/api/index.php
 * with multipart bodies and base64 JSON parameters, and the admin answers in the browser.
 */

const CUSTOMER = { email: 'customer@example.com', password: 'customer123' };
const ADMIN = { email: 'admin@example.com', password: 'admin12345' };

/** A valid IMEI (Luhn check digit) unique to this run. */
const freshImei = (n: number): string =>
  imeiFrom(`35${String(Date.now()).slice(-8)}${String(n).padStart(4, '0')}`);

const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function signedInPage(browser: Browser, account: typeof CUSTOMER): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/admin\//);
  return page;
}

/** Gives the demo customer enough credits, whatever earlier specs spent (admin JSON API). */
async function topUp(request: APIRequestContext, credits: number) {
  const signIn = async (account: typeof CUSTOMER) =>
    (await request.post('/api/login', { data: account })).json();
  const customer = await signIn(CUSTOMER);
  const admin = await signIn(ADMIN);
  const res = await request.patch(`/api/admin_users/${customer.user.id}`, {
    data: { credits },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(res.ok()).toBe(true);
}

test("a reseller's server places a bulk with the profile's credentials, the admin answers, the server collects the codes", async ({
  browser,
  request,
}) => {
  await topUp(request, 50);

  // The reseller copies the three values from the profile screen into its server.
  const customerPage = await signedInPage(browser, CUSTOMER);
  await customerPage.goto('/admin/user-profile');
  const apiKey = (await customerPage.getByTestId('api-key').textContent())?.trim() ?? '';
  const serviceUrl = (await customerPage.getByTestId('service-url').textContent())?.trim() ?? '';
  const username = (await customerPage.getByTestId('api-username').textContent())?.trim() ?? '';
  expect(apiKey).toMatch(/^[0-9A-F-]{20,}$/);

  const dhru = async (action: string, parameters?: string) => {
    const res = await request.post(`${serviceUrl}/api/index.php`, {
      multipart: {
        username,
        apiaccesskey: apiKey,
        action,
        requestformat: 'JSON',
        ...(parameters === undefined ? {} : { parameters }),
      },
    });
    expect(res.status()).toBe(200);
    expect(res.headers()['x-powered-by']).toBe('DHRU-FUSION');
    return res.json();
  };

  const account = await dhru('accountinfo');
  expect(account.SUCCESS[0].AccoutInfo.mail).toBe(CUSTOMER.email);

  // Service sync: find the Samsung unlock service and its price for this account.
  const list = (await dhru('imeiservicelist')).SUCCESS[0].LIST;
  const samsung = Object.values(
    list.Samsung.SERVICES as Record<string, { SERVICEID: number; SERVICENAME: string }>,
  ).find((service) => service.SERVICENAME === 'Samsung Network Unlock Code');
  expect(samsung).toBeDefined();
  const serviceId = String(samsung?.SERVICEID);

  const [toComplete, toReject] = [freshImei(1), freshImei(2)];
  const placed = await dhru(
    'placeimeiorderbulk',
    base64Json({
      'job-1': { ID: serviceId, IMEI: toComplete },
      'job-2': { ID: serviceId, IMEI: toReject },
      'job-3': { ID: serviceId, IMEI: '12345' },
    }),
  );
  expect(placed['job-1'].SUCCESS[0].MESSAGE).toBe('Order received');
  expect(placed['job-2'].SUCCESS[0].MESSAGE).toBe('Order received');
  expect(placed['job-3'].ERROR[0].MESSAGE).toMatch(/^Invalid IMEI 12345/);
  const references = {
    'job-1': { ID: String(placed['job-1'].SUCCESS[0].REFERENCEID) },
    'job-2': { ID: String(placed['job-2'].SUCCESS[0].REFERENCEID) },
  };
  const inProcess = await dhru('getimeiorderbulk', base64Json(references));
  expect(inProcess['job-1'].SUCCESS[0].STATUS).toBe(1);

  // The admin answers both from the pending queue in the browser.
  const adminPage = await signedInPage(browser, ADMIN);
  await adminPage.goto('/admin/admin-orders');
  const row = (imei: string) => adminPage.getByRole('row').filter({ hasText: imei });

  await row(toComplete).getByRole('button', { name: 'Response' }).click();
  const response = adminPage.getByRole('dialog');
  await response.getByRole('textbox').fill('NCK 1111-2222-3333');
  await response.getByRole('button', { name: 'Send Success' }).click();
  await expect(row(toComplete)).toHaveCount(0);

  await row(toReject).getByRole('button', { name: 'Reject' }).click();
  const rejection = adminPage.getByRole('dialog', { name: 'Reject Order' });
  await rejection.getByRole('textbox').fill('Blacklisted IMEI');
  await rejection.getByRole('button', { name: 'Reject' }).click();
  await expect(row(toReject)).toHaveCount(0);

  // The reseller's server polls and collects the code and the rejection.
  const collected = await dhru('getimeiorderbulk', base64Json(references));
  expect(collected['job-1'].SUCCESS[0]).toMatchObject({
    STATUS: 4,
    CODE: 'NCK 1111-2222-3333',
    IMEI: toComplete,
  });
  expect(collected['job-2'].SUCCESS[0]).toMatchObject({
    STATUS: 3,
    CODE: 'Blacklisted IMEI',
    IMEI: toReject,
  });
});
