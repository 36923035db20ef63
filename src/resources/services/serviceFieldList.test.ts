import { describe, expect, it } from 'vitest';
import { choicesFromText, fieldsToSave, withChoices } from './serviceFieldList';

describe('the choices of a select field', () => {
  it('are read from a pasted comma list, trimmed, empty ones dropped', () => {
    expect(choicesFromText(' AT&T, T-Mobile ,, Verizon,')).toEqual(['AT&T', 'T-Mobile', 'Verizon']);
  });

  it('get new ones at the end, each once, up to the limit', () => {
    expect(withChoices(['Black'], ['White', ' Black ', 'Red', 'Blue'], 3)).toEqual([
      'Black',
      'White',
      'Red',
    ]);
  });
});

describe('the custom fields sent with a service', () => {
  it('keep every row in order, trimmed, so the server names the row shown', () => {
    expect(
      fieldsToSave([
        {
          name: ' network ',
          label: ' Network ',
          type: 'select',
          required: true,
          options: [' AT&T ', 'AT&T', 'O2'],
        },
        {},
        { name: 'serial', label: 'Serial', type: 'text', pattern: ' ^R\\w{10}$ ' },
      ]),
    ).toEqual([
      {
        name: 'network',
        label: 'Network',
        type: 'select',
        required: true,
        options: ['AT&T', 'O2'],
      },
      { name: '', label: '', type: 'text', required: false },
      { name: 'serial', label: 'Serial', type: 'text', required: false, pattern: '^R\\w{10}$' },
    ]);
  });

  it('send choices only for a select and a pattern only for a non-empty text one', () => {
    expect(
      fieldsToSave([
        { name: 'a', label: 'A', type: 'number', required: false, options: ['x'], pattern: '\\d' },
        { name: 'b', label: 'B', type: 'text', required: false, options: ['x'], pattern: '  ' },
        { name: 'c', label: 'C', type: 'select', required: false, pattern: '\\d' },
      ]),
    ).toEqual([
      { name: 'a', label: 'A', type: 'number', required: false },
      { name: 'b', label: 'B', type: 'text', required: false },
      { name: 'c', label: 'C', type: 'select', required: false, options: [] },
    ]);
  });

  it('are none when the form has none', () => {
    expect(fieldsToSave(undefined)).toEqual([]);
    expect(fieldsToSave([])).toEqual([]);
  });
});
