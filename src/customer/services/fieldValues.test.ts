import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { toValidationErrorBody } from '../../dataProvider/httpClient';
import { emptyFieldValues, fieldErrorsOf, fieldValuesToSend } from './fieldValues';
import type { ServiceField } from './types';

const fields: ServiceField[] = [
  { name: 'network', label: 'Network', type: 'select', required: true, options: ['AT&T'] },
  { name: 'serial', label: 'Serial', type: 'text', required: false, pattern: '^\\d+$' },
  { name: 'pin', label: 'PIN', type: 'number', required: false },
];

describe("an order's custom field values", () => {
  it('start empty, one per field', () => {
    expect(emptyFieldValues(fields)).toEqual({ network: '', serial: '', pin: '' });
  });

  it('are sent trimmed, the empty ones left out for the server to judge', () => {
    expect(
      fieldValuesToSend(fields, { network: 'AT&T', serial: '  123 ', pin: '   ', stale: 'x' }),
    ).toEqual({ network: 'AT&T', serial: '123' });
  });

  it('are sent as an empty object when every field was left empty', () => {
    expect(fieldValuesToSend(fields, {})).toEqual({});
  });

  it('are not sent for a service without fields', () => {
    expect(fieldValuesToSend([], { network: 'AT&T' })).toBeUndefined();
  });
});

describe("the server's refusal of field values", () => {
  const refusal = (errors: Record<string, string[]>) =>
    new HttpError(
      'The given data was invalid.',
      422,
      toValidationErrorBody({ message: 'The given data was invalid.', errors }, 'x'),
    );

  it('gives the first message of each field, by field name', () => {
    expect(
      fieldErrorsOf(
        refusal({
          'fields.network': ['The Network field is required.', 'second'],
          'fields.serial': ['The Serial does not match the format.'],
          imei: ['not a field'],
        }),
      ),
    ).toEqual({
      network: 'The Network field is required.',
      serial: 'The Serial does not match the format.',
    });
  });

  it('is nothing for a failure that is not a 422', () => {
    expect(fieldErrorsOf(new HttpError('Server Error', 500, { message: 'x' }))).toEqual({});
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
  });
});
