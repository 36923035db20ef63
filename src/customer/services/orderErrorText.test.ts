import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { orderErrorText } from './orderErrorText';

describe('orderErrorText', () => {
  it("reads a refusal's data.error, kept under `laravel` for 422 replies", () => {
    const error = new HttpError('12345: bad', 422, {
      message: '12345: bad',
      errors: {},
      laravel: { message: '12345: bad', error: '12345: bad\n67890: bad' },
    });
    expect(orderErrorText(error)).toBe('12345: bad\n67890: bad');
  });

  it('reads data.error of any other reply', () => {
    expect(orderErrorText(new HttpError('x', 409, { message: 'x', error: 'Busy' }))).toBe('Busy');
  });

  it('answers nothing without data.error, so the form shows the network message', () => {
    expect(orderErrorText(new HttpError('Error Network, try again...', 0, {}))).toBeUndefined();
    expect(
      orderErrorText(new HttpError('Server Error', 500, { message: 'Server Error' })),
    ).toBeUndefined();
    expect(orderErrorText(new Error('boom'))).toBeUndefined();
  });
});
