import { describe, expect, it } from 'vitest';
import { newSupplierPayload, supplierChangePayload } from './supplierPayload';

const listed = {
  name: ' Upstream ',
  url: 'https://upstream.example',
  username: 'shop',
  active: true,
  allows_bulk: false,
  low_balance: 10,
};

describe('the supplier form', () => {
  it('sends a new supplier with its key, trimmed', () => {
    expect(newSupplierPayload({ ...listed, api_key: ' KEY-1234 ' })).toEqual({
      name: 'Upstream',
      url: 'https://upstream.example',
      username: 'shop',
      api_key: 'KEY-1234',
      allows_bulk: false,
      low_balance: 10,
    });
  });

  it('leaves the key out of a change when it was left empty, so the server keeps it', () => {
    const payload = supplierChangePayload({ ...listed, api_key: '' });
    expect(payload).not.toHaveProperty('api_key');
    expect(payload).toMatchObject({ name: 'Upstream', active: true, low_balance: 10 });
  });

  it('sends a new key typed on edit', () => {
    expect(supplierChangePayload({ ...listed, api_key: 'NEW-KEY' }).api_key).toBe('NEW-KEY');
  });

  it('turns an empty low-balance threshold into no warning', () => {
    expect(supplierChangePayload({ ...listed, low_balance: '' }).low_balance).toBeNull();
    expect(newSupplierPayload({ ...listed, low_balance: undefined }).low_balance).toBeNull();
  });

  it('sends a deactivated supplier as inactive', () => {
    expect(supplierChangePayload({ ...listed, active: false }).active).toBe(false);
  });

  it('sends only the fields changed from the record the form started with', () => {
    const started = { ...listed, name: 'Upstream' };
    expect(supplierChangePayload({ ...started, api_key: '', low_balance: 20 }, started)).toEqual({
      low_balance: 20,
    });
  });

  it('does not send back a state the form only showed: a stale Active stays unsent', () => {
    const started = { ...listed, name: 'Upstream' };
    const payload = supplierChangePayload({ ...started, api_key: '', username: 'desk' }, started);
    expect(payload).toEqual({ username: 'desk' });
    expect(payload).not.toHaveProperty('active');
  });

  it('sends a key typed in, and a deactivation, beside the unchanged fields left out', () => {
    const started = { ...listed, name: 'Upstream' };
    expect(supplierChangePayload({ ...started, api_key: 'K2', active: false }, started)).toEqual({
      api_key: 'K2',
      active: false,
    });
  });
});
