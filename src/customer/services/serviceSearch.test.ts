import { describe, expect, it } from 'vitest';
import { buildServiceIndex, searchServices } from './serviceSearch';
import type { CustomerService } from './types';

const entry = (id: number, name: string, category: [number, string]): CustomerService => ({
  id,
  price: 10,
  service: { id, name },
  category: { id: category[0], name: category[1] },
  description: '',
  delivery_time: '',
  fields: [],
});

const APPLE: [number, string] = [1, 'Apple iPhone'];
const SAMSUNG: [number, string] = [2, 'Samsung'];
const TOOLS: [number, string] = [3, 'Teléfonos antiguos'];

const catalogue = [
  entry(1, 'Network Unlock Code', SAMSUNG),
  entry(2, 'iPhone Clean Unlock', APPLE),
  entry(3, 'Galaxy S24 FRP', SAMSUNG),
  entry(4, 'Nokia 3310 unlock', TOOLS),
  entry(5, 'Galaxy S3 FRP', SAMSUNG),
];
const names = (services: CustomerService[]) => services.map((service) => service.service.name);

describe("the order form's service search", () => {
  it('lists every service by category, then by name (numbers in numeric order)', () => {
    expect(names(searchServices(buildServiceIndex(catalogue), '  '))).toEqual([
      'iPhone Clean Unlock',
      'Galaxy S3 FRP',
      'Galaxy S24 FRP',
      'Network Unlock Code',
      'Nokia 3310 unlock',
    ]);
  });

  it('finds the services of a category by part of its name, in any case', () => {
    expect(names(searchServices(buildServiceIndex(catalogue), 'SAM'))).toEqual([
      'Galaxy S3 FRP',
      'Galaxy S24 FRP',
      'Network Unlock Code',
    ]);
  });

  it('needs every word typed, in the name or the category', () => {
    const index = buildServiceIndex(catalogue);
    expect(names(searchServices(index, 'unlock sams'))).toEqual(['Network Unlock Code']);
    expect(names(searchServices(index, 'frp s24'))).toEqual(['Galaxy S24 FRP']);
    expect(searchServices(index, 'motorola')).toEqual([]);
  });

  it('ignores accents on either side', () => {
    expect(names(searchServices(buildServiceIndex(catalogue), 'telefono'))).toEqual([
      'Nokia 3310 unlock',
    ]);
    expect(names(searchServices(buildServiceIndex(catalogue), 'IPHÓNE'))).toEqual([
      'iPhone Clean Unlock',
    ]);
  });

  it('keeps two categories of the same name apart', () => {
    const twins = [
      entry(1, 'B', [8, 'Misc']),
      entry(2, 'A', [9, 'Misc']),
      entry(3, 'C', [8, 'Misc']),
    ];
    expect(names(buildServiceIndex(twins).services)).toEqual(['B', 'C', 'A']);
  });
});
