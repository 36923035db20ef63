import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE, toValidationErrorBody } from '../../dataProvider/httpClient';
import { submissionFailureOf } from './submissionErrors';

describe('submissionFailureOf', () => {
  it("takes a 422's general message and the first message of each field", () => {
    const body = toValidationErrorBody(
      {
        message: 'The name field is required. (and 1 more error)',
        errors: { name: ['The name field is required.'], price: ['A', 'B'] },
      },
      'fallback',
    );
    const failure = submissionFailureOf(new HttpError(body.message, 422, body));
    expect(failure).toEqual({
      message: 'The name field is required. (and 1 more error)',
      fields: { name: 'The name field is required.', price: 'A' },
    });
  });

  it('gives any other failure as a general message only', () => {
    expect(submissionFailureOf(new HttpError('User not found.', 404, {}))).toEqual({
      message: 'User not found.',
      fields: {},
    });
  });

  it("falls back to 'Error Network, try again...' without a message", () => {
    expect(submissionFailureOf(undefined)).toEqual({ message: NETWORK_ERROR_MESSAGE, fields: {} });
  });
});
