import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, services, userServicePrices } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../helpers/testApp.js';
import { base64Json, kitXml } from './dhruClient.js';
import { createReseller, type Reseller } from './reseller.js';

let t: TestApp;
let reseller: Reseller;
let apple: { id: number };
let samsung: { id: number };
let retired: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  reseller = await createReseller(t, { credits: '1234.5' });
  const [iphones, androids] = await t.db
    .insert(categories)
    .values([{ name: 'iPhone' }, { name: 'Android' }])
    .returning();
  if (!iphones || !androids) throw new Error('categories not created');
  const rows = await t.db
    .insert(services)
    .values([
      { name: 'AT&T Premium', price: '25.00', categoryId: iphones.id, tier: 'premium' },
      { name: 'Samsung Clean', price: '8.50', categoryId: androids.id, tier: 'clean' },
      { name: 'Old service', price: '3.00', categoryId: androids.id, active: false },
    ])
    .returning();
  const [first, second, third] = rows;
  if (!first || !second || !third) throw new Error('services not created');
  [apple, samsung, retired] = [first, second, third];
  await t.db
    .insert(userServicePrices)
    .values({ userId: reseller.user.id, serviceId: apple.id, price: '19.99' });
});
afterAll(() => t.close());

describe('accountinfo', () => {
  it('answers the balance and e-mail under both AccoutInfo and AccountInfo', async () => {
    const res = await reseller.call('accountinfo');
    const account = {
      credit: '$1,234.50',
      creditraw: '1234.50',
      mail: reseller.user.email,
      currency: 'USD',
    };
    expect(res.json().SUCCESS).toEqual([
      { message: 'Your Account Info', AccoutInfo: account, AccountInfo: account },
    ]);
  });

  it('ignores parameters it does not need', async () => {
    const res = await reseller.call('accountinfo', { parameters: kitXml({ ID: '1' }) });
    expect(res.json().SUCCESS[0].message).toBe('Your Account Info');
  });

  it('ignores what the PHP kit’s reused object sends, two PARAMETERS elements (it was refused)', async () => {
    const twice = `${kitXml({ ID: '1' })}${kitXml({ ID: '2' })}`;
    const res = await reseller.call('accountinfo', { parameters: twice });
    expect(res.json().SUCCESS[0].message).toBe('Your Account Info');
    const list = await reseller.call('imeiservicelist', { parameters: twice });
    expect(list.json()).toHaveProperty('SUCCESS');
  });
});

describe('imeiservicelist', () => {
  it('groups the active services by category, at this account’s prices', async () => {
    const res = await reseller.call('imeiservicelist', { encoding: 'urlencoded' });
    const item = res.json().SUCCESS[0];
    expect(item.MESSAGE).toBe('IMEI Service List');
    expect(Object.keys(item.LIST)).toEqual(['Android', 'iPhone']);
    expect(item.LIST.iPhone).toMatchObject({ GROUPNAME: 'iPhone', GROUPTYPE: 'IMEI' });
    expect(item.LIST.iPhone.SERVICES[String(apple.id)]).toMatchObject({
      SERVICEID: apple.id,
      SERVICETYPE: 'IMEI',
      SERVICENAME: 'AT&T Premium',
      CREDIT: '19.99',
    });
    expect(item.LIST.iPhone.SERVICES[String(apple.id)].Requires.Network).toBe('None');
    expect(item.LIST.Android.SERVICES[String(samsung.id)].CREDIT).toBe('8.50');
    expect(item.LIST.Android.SERVICES[String(retired.id)]).toBeUndefined();
  });

  it('shows another customer the list price', async () => {
    const other = await createReseller(t);
    const res = await other.call('imeiservicelist');
    expect(res.json().SUCCESS[0].LIST.iPhone.SERVICES[String(apple.id)].CREDIT).toBe('25.00');
  });
});

describe('getimeiservicedetails', () => {
  it('answers the one service at this account’s price (kit XML)', async () => {
    const res = await reseller.call('getimeiservicedetails', {
      parameters: kitXml({ ID: apple.id }),
    });
    expect(res.json().SUCCESS[0]).toMatchObject({
      MESSAGE: 'IMEI Service Details',
      LIST: {
        SERVICEID: apple.id,
        SERVICENAME: 'AT&T Premium',
        CREDIT: '19.99',
        GROUPNAME: 'iPhone',
      },
    });
  });

  it('gives the service’s fields beside MESSAGE too, for clients that read them there', async () => {
    const res = await reseller.call('getimeiservicedetails', {
      parameters: kitXml({ ID: apple.id }),
    });
    const details = res.json().SUCCESS[0];
    const { MESSAGE: _message, LIST: list, ...beside } = details;
    expect(beside).toEqual(list);
    expect(beside).toMatchObject({ SERVICEID: apple.id, CREDIT: '19.99', GROUPNAME: 'iPhone' });
  });

  it('reads the ID from base64 JSON with lower-case keys too', async () => {
    const res = await reseller.call('getimeiservicedetails', {
      parameters: base64Json({ id: samsung.id }),
    });
    expect(res.json().SUCCESS[0].LIST.SERVICENAME).toBe('Samsung Clean');
  });

  it('answers an ERROR for a retired service', async () => {
    const res = await reseller.call('getimeiservicedetails', {
      parameters: kitXml({ ID: retired.id }),
    });
    expect(res.json().ERROR[0].MESSAGE).toBe('Invalid service');
  });

  it('answers an ERROR for an id beyond any service', async () => {
    const res = await reseller.call('getimeiservicedetails', {
      parameters: kitXml({ ID: '99999999999' }),
    });
    expect(res.json().ERROR[0].MESSAGE).toBe('Invalid service');
  });
});
