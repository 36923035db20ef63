import { describe, expect, it } from 'vitest';
import {
  entriesFromForm,
  entriesOf,
  routeInputOf,
  routesToSave,
  rowsSent,
  withRoute,
} from './routeList';

const a = { supplier_id: 1, supplier_service_id: '10' };
const b = { supplier_id: 2, supplier_service_id: '20' };
const c = { supplier_id: 1, supplier_service_id: '30' };

describe("a service's routes", () => {
  it('are read in priority order', () => {
    const listed = [
      { ...b, position: 1, supplier: { id: 2, name: 'B', active: true } },
      { ...a, position: 0, supplier: { id: 1, name: 'A', active: true } },
    ].map((route) => ({ ...route, supplier_service_name: null, credit: null }));
    expect(entriesOf(listed)).toEqual([a, b]);
  });

  it('get a linked supplier service as their last route', () => {
    expect(withRoute([a, b], c)).toEqual([a, b, c]);
  });

  it('do not get the same supplier service twice', () => {
    expect(withRoute([a, b], { supplier_id: 1, supplier_service_id: ' 10 ' })).toEqual([a, b]);
  });

  it('are saved without unfinished rows, the ids trimmed', () => {
    expect(
      routesToSave([
        { supplier_id: 1, supplier_service_id: ' 10 ' },
        { supplier_id: 0, supplier_service_id: '5' },
        { supplier_id: 2, supplier_service_id: '  ' },
      ]),
    ).toEqual([a]);
  });

  it('saved empty mean answered by hand', () => {
    expect(routesToSave([])).toEqual([]);
  });

  it("are read from the form's rows, a row not filled in yet as no supplier and no id", () => {
    expect(
      entriesFromForm([a, { supplier_id: null, supplier_service_id: '' }, { supplier_id: 2 }]),
    ).toEqual([
      a,
      { supplier_id: 0, supplier_service_id: '' },
      { supplier_id: 2, supplier_service_id: '' },
    ]);
    expect(entriesFromForm(undefined)).toEqual([]);
  });

  it('say which row of the form each route sent is', () => {
    const rows = [
      { supplier_id: 0, supplier_service_id: '5' },
      a,
      { supplier_id: 2, supplier_service_id: '  ' },
      b,
    ];
    expect(rowsSent(rows)).toEqual([1, 3]);
    expect(routesToSave(rows)).toEqual([a, b]);
  });

  it("put the server's message of a route's supplier or id beneath that input of its row", () => {
    const inputOf = routeInputOf([1, 3]);
    expect(inputOf('routes.1.supplier_service_id')).toBe('routes.3.supplier_service_id');
    expect(inputOf('routes.0.supplier_id')).toBe('routes.1.supplier_id');
  });

  it("keep a route's own message, the list's and any other above the rows", () => {
    const inputOf = routeInputOf([1, 3]);
    expect(inputOf('routes.1')).toBeNull();
    expect(inputOf('routes')).toBeNull();
    expect(inputOf('routes.2.supplier_id')).toBeNull();
    expect(inputOf('routes.0.supplier_id.x')).toBeNull();
    expect(inputOf('routes.x.supplier_id')).toBeNull();
    expect(inputOf('supplier_id')).toBeNull();
  });
});
