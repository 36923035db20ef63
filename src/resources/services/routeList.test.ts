import { describe, expect, it } from 'vitest';
import { entriesOf, moveRoute, routesToSave, withoutRoute, withRoute } from './routeList';

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

  it('move a route up or down one place', () => {
    expect(moveRoute([a, b, c], 2, -1)).toEqual([a, c, b]);
    expect(moveRoute([a, b, c], 0, 1)).toEqual([b, a, c]);
  });

  it('stay as they are when a route is moved past an end', () => {
    expect(moveRoute([a, b], 0, -1)).toEqual([a, b]);
    expect(moveRoute([a, b], 1, 1)).toEqual([a, b]);
  });

  it('lose the route removed', () => {
    expect(withoutRoute([a, b, c], 1)).toEqual([a, c]);
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
});
