import { describe, expect, it } from 'vitest';
import { readServiceFields } from '../../src/domain/backOffice/serviceFields.js';
import type { FieldErrors } from '../../src/domain/errors.js';

/**
 * The domain's own check of custom fields, without the HTTP schema in front of it (callers such
 * as the supplier import and the seed reach it directly): the same names and messages.
 */
const read = (value: unknown) => {
  const errors: FieldErrors = {};
  const fields = readServiceFields(errors, value);
  return { fields, errors };
};

const TEXT = { name: 'serial', label: 'Serial', type: 'text', required: true };

describe('readServiceFields', () => {
  it('takes none for null or undefined, and trims labels and options', () => {
    expect(read(undefined)).toEqual({ fields: [], errors: {} });
    expect(read(null)).toEqual({ fields: [], errors: {} });
    expect(
      read([
        { ...TEXT, label: ' Serial ', pattern: '\\d+' },
        { name: 'net', label: 'Net', type: 'select', required: false, options: [' A ', 'B'] },
      ]),
    ).toEqual({
      fields: [
        { ...TEXT, pattern: '\\d+' },
        { name: 'net', label: 'Net', type: 'select', required: false, options: ['A', 'B'] },
      ],
      errors: {},
    });
  });

  it.each([
    ['not a list', 'serial', 'fields', 'The fields field must be a list.'],
    [
      'eleven fields',
      Array.from({ length: 11 }, (_, i) => ({ ...TEXT, name: `f${i}` })),
      'fields',
      'The fields field must not have more than 10 items.',
    ],
    ['an entry that is no object', ['serial'], 'fields.0', 'The fields.0 field must be an object.'],
    [
      'a name with a dash',
      [{ ...TEXT, name: 'serial-no' }],
      'fields.0.name',
      'The fields.0.name field format is invalid.',
    ],
    [
      'required as text',
      [{ ...TEXT, required: 'yes' }],
      'fields.0.required',
      'The fields.0.required field must be true or false.',
    ],
    [
      'options that are not text',
      [{ ...TEXT, type: 'select', options: [1, 2] }],
      'fields.0.options',
      'Each of the fields.0.options must be a text of 1 to 100 characters.',
    ],
    [
      'options as one text',
      [{ ...TEXT, type: 'select', options: 'A,B' }],
      'fields.0.options',
      'The fields.0.options field must have at least 1 items.',
    ],
    [
      'an option with a comma (a reseller splits DHRU’s list of options at commas)',
      [{ ...TEXT, type: 'select', options: ['Rogers, Fido', 'Bell'] }],
      'fields.0.options',
      'Each of the fields.0.options must be without a comma.',
    ],
    [
      'a pattern that is no text',
      [{ ...TEXT, pattern: 12 }],
      'fields.0.pattern',
      'The fields.0.pattern field must be a string.',
    ],
    [
      'a name twice',
      [TEXT, TEXT],
      'fields.1.name',
      'The fields.1.name field has a duplicate value.',
    ],
  ])('refuses %s', (_what, value, field, message) => {
    const { fields, errors } = read(value);
    expect(fields).toBeUndefined();
    expect(errors[field]).toEqual([message]);
  });
});
