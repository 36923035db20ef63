import { describe, expect, it } from 'vitest';
import {
  fieldNameOf,
  plainTextOf,
  serviceFieldsFrom,
  valuesForSupplier,
} from '../../src/domain/suppliers/supplierFieldMapping.js';
import { supplierFieldsOf } from '../../src/suppliers/supplierFields.js';

describe('reading Requires.Custom from a supplier’s service list', () => {
  it('takes a list under Requires.Custom, or Custom inside Requires', () => {
    const entry = {
      fieldname: 'PIN',
      fieldtype: 'radio',
      fieldoptions: ['1', '2', 3],
      required: '1',
    };
    const expected = [
      { fieldname: 'PIN', type: 'select', required: true, options: ['1', '2', '3'] },
    ];
    expect(supplierFieldsOf({ 'Requires.Custom': [entry] })).toEqual(expected);
    expect(supplierFieldsOf({ Requires: { Custom: [entry] } })).toEqual(expected);
    expect(supplierFieldsOf({ Requires: { Network: 'None' } })).toEqual([]);
    expect(supplierFieldsOf({ 'Requires.Custom': 'none' })).toEqual([]);
  });

  it('makes a dropdown without usable options a text, and keeps a name once and 20 fields at most', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ fieldname: `F${i}` }));
    expect(supplierFieldsOf({ 'Requires.Custom': many })).toHaveLength(20);
    expect(
      supplierFieldsOf({
        'Requires.Custom': [
          { fieldname: 'Model', fieldtype: 'dropdown', fieldoptions: ' , ', description: 'Which' },
          { fieldname: 'Model', fieldtype: 'text' },
        ],
      }),
    ).toEqual([{ fieldname: 'Model', type: 'text', required: false, description: 'Which' }]);
  });
});

describe('a supplier’s fields and ours', () => {
  it.each([
    ['Serial Number', 'serial_number'],
    ['  E-mail (owner) ', 'e_mail_owner'],
    ['1st Line', 'f_1st_line'],
    ['Ñandú Modelo', 'nandu_modelo'],
    ['***', undefined],
    ['A'.repeat(40), 'a'.repeat(32)],
  ])('"%s" is named %s', (fieldname, name) => {
    expect(fieldNameOf(fieldname)).toBe(name);
  });

  it('imports at most 10 fields, each name once', () => {
    const theirs = [
      { fieldname: 'Serial No', type: 'text' as const, required: true },
      { fieldname: 'serial-no', type: 'text' as const, required: false },
      ...Array.from({ length: 12 }, (_, i) => ({
        fieldname: `Extra ${i}`,
        type: 'text' as const,
        required: false,
      })),
    ];
    const ours = serviceFieldsFrom(theirs);
    expect(ours).toHaveLength(10);
    expect(ours[0]).toEqual({
      name: 'serial_no',
      label: 'Serial No',
      type: 'text',
      required: true,
    });
    expect(ours[1]?.name).toBe('extra_0');
  });

  it('sends values under the supplier’s names where it has the field, else under ours', () => {
    const theirs = [{ fieldname: 'Serial No', type: 'text' as const, required: true }];
    expect(valuesForSupplier({ serial_no: 'A1', pin: '7' }, theirs)).toEqual({
      'Serial No': 'A1',
      pin: '7',
    });
    expect(valuesForSupplier({}, theirs)).toBeUndefined();
    expect(valuesForSupplier(null, theirs)).toBeUndefined();
  });

  it('reads a supplier’s INFO as plain text', () => {
    expect(plainTextOf('<div>One &lt;two&gt;</div><ul><li>A</li><li>B</li></ul>')).toBe(
      'One <two>\nA\nB',
    );
    expect(plainTextOf(null)).toBe('');
  });
});
