import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { registrationErrors } from '../test/laravelBodies';
import { toValidationErrorBody } from './httpClient';
import { submissionErrorsOf, validationFailureOf } from './validationError';

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
        c_password: 'The password confirmation and password must match.',
      },
    });
  });

  it('is null for other failures', () => {
    expect(validationFailureOf(new HttpError('Unauthenticated.', 401, {}))).toBeNull();
    expect(validationFailureOf(new Error('boom'))).toBeNull();
  });
});

describe('submissionErrorsOf', () => {
  const textOf = (error: unknown) => `text of ${error instanceof Error ? error.message : ''}`;
  const refused = new HttpError(
    registrationErrors.message,
    422,
    toValidationErrorBody(registrationErrors, 'Unprocessable'),
  );

  it('puts each field of a 422 beneath its input, the general message as the root error', () => {
    expect(submissionErrorsOf(refused, textOf, (field) => field)).toEqual({
      root: { serverError: 'The name field is required. (and 2 more errors)' },
      name: 'The name field is required.',
      email: 'The email has already been taken.',
      c_password: 'The password confirmation and password must match.',
    });
  });

  it('names the inputs as the form does, and keeps the fields without one above the inputs', () => {
    const inputOf = (field: string) => (field === 'email' ? 'account.email' : null);
    expect(submissionErrorsOf(refused, textOf, inputOf)).toEqual({
      root: {
        serverError: 'The name field is required. (and 2 more errors)',
        withoutInput:
          'The name field is required. The password confirmation and password must match.',
      },
      'account.email': 'The email has already been taken.',
    });
  });

  it('gives any other failure as the root error only, in its text', () => {
    const notFound = new HttpError('Supplier not found.', 404, {});
    expect(submissionErrorsOf(notFound, textOf, (field) => field)).toEqual({
      root: { serverError: 'text of Supplier not found.' },
    });
  });
});
