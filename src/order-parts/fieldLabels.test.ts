import { describe, expect, it } from 'vitest';
import { fieldLabelsOf, labelledFieldValues } from './fieldLabels';

const network = { name: 'network', label: 'Network', type: 'select' as const, required: true };
const serial = { name: 'serial', label: 'Serial number', type: 'text' as const, required: false };

describe("an order's field values", () => {
  it("are labelled from the customer's or the admin's service list", () => {
    const customer = fieldLabelsOf([{ id: 5, service: { id: 12 }, fields: [network] }]);
    const admin = fieldLabelsOf([{ id: 12, fields: [network, serial] }, { id: 13 }]);
    expect(customer.get(12)).toEqual({ network: 'Network' });
    expect(admin.get(12)).toEqual({ network: 'Network', serial: 'Serial number' });
    expect(admin.get(13)).toEqual({});
  });

  it("follow the service's order of fields, unknown names last and shown as they are", () => {
    expect(
      labelledFieldValues(
        { legacy: 'x', serial: 'R123', network: 'AT&T' },
        { network: 'Network', serial: 'Serial number' },
      ),
    ).toEqual([
      { name: 'network', label: 'Network', value: 'AT&T' },
      { name: 'serial', label: 'Serial number', value: 'R123' },
      { name: 'legacy', label: 'legacy', value: 'x' },
    ]);
  });

  it('are none for an order without fields', () => {
    expect(labelledFieldValues(null)).toEqual([]);
    expect(labelledFieldValues({})).toEqual([]);
  });
});
