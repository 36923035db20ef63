import { describe, expect, it } from 'vitest';
import { searchServices } from './serviceSearch';

const service = (id: string, name: string, group: string) => ({
  id,
  name,
  group,
  credit: 1,
  time: null,
  info: null,
  routed_to: [],
});

const list = [
  service('1', 'iPhone Clean Unlock', 'Apple'),
  service('2', 'Samsung Network Unlock Code', 'Samsung'),
  service('37', 'iCloud Check', 'Apple'),
];

describe("searching a supplier's services", () => {
  it('shows them all with nothing typed', () => {
    expect(searchServices(list, '  ')).toHaveLength(3);
  });

  it('matches the name in any case', () => {
    expect(searchServices(list, 'UNLOCK').map((s) => s.id)).toEqual(['1', '2']);
  });

  it('matches the group and the id, every word', () => {
    expect(searchServices(list, 'apple check').map((s) => s.id)).toEqual(['37']);
    expect(searchServices(list, '37').map((s) => s.id)).toEqual(['37']);
  });
});
