import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { registrationErrors } from '../test/laravelBodies';
import { toValidationErrorBody } from './httpClient';
import { validationFailureOf } from './validationError';

describe('validationFailureOf', () => {
  it('gives the general message and the first message of each field of a 422', () => {
    const error = new HttpError(
      registrationErrors.message,
      422,
      toValidationErrorBody(registrationErrors, 'Unprocessable'),
    );
    expect(validationFailureOf(error)).toEqual({
      message: 'The name field is required. (and 2 more errors)',
      fields: {
        name: 'The name field is required.',
        email: 'The email has already been taken.',
        c_password: 'The c password and password must match.',
      },
    });
  });

  it('is null for other failures', () => {
    expect(validationFailureOf(new HttpError('Unauthenticated.', 401, {}))).toBeNull();
    expect(validationFailureOf(new Error('boom'))).toBeNull();
  });
});
