import { describe, expect, it } from 'vitest';
import { resourceFieldsEn, resourceFieldsEs } from '../i18n/resourceFields';
import { portalResources } from '.';

const namesOf = (resources: typeof portalResources) => resources.map(({ name }) => name);

describe('every resource declaration', () => {
  it('says its endpoint, or null for a screen with no records of its own', () => {
    expect(namesOf(portalResources.filter(({ endpoint }) => endpoint === undefined))).toEqual([]);
  });

  it('with a list view declares where the list is read', () => {
    const listed = portalResources.filter(({ list }) => list !== undefined);
    expect(namesOf(listed.filter(({ endpoint }) => !endpoint))).toEqual([]);
  });

  it('gives server paths (under /api), each starting with a slash', () => {
    const paths = portalResources.flatMap(({ endpoint }) =>
      endpoint ? [endpoint.path, endpoint.list, endpoint.filteredList] : [],
    );
    expect(paths.filter((path) => path !== undefined && !path.startsWith('/'))).toEqual([]);
  });
});

describe("the fields' labels (resources.<name>.fields.<source>)", () => {
  it('are keyed by the names of declared resources, in English and Spanish', () => {
    const declared = namesOf(portalResources);
    expect(declared).toEqual(expect.arrayContaining(Object.keys(resourceFieldsEn)));
    expect(declared).toEqual(expect.arrayContaining(Object.keys(resourceFieldsEs)));
  });
});
