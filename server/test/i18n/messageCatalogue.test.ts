import { describe, expect, it } from 'vitest';
import { MessageCatalogue, type Translation } from '../../src/i18n/messageCatalogue.js';

const catalogue = new MessageCatalogue(
  [
    ['The {field} field must be at least {limit}.', 'El campo {field} debe ser al menos {limit}.'],
    [
      'The {field} field must be at least {limit} characters.',
      'El campo {field} debe tener al menos {limit} caracteres.',
    ],
    ['Order #{id} was rejected: {messageWhy}', 'La orden #{id} fue rechazada: {messageWhy}'],
    ['Not Found', 'No encontrado'],
  ],
  { password: 'contraseña' },
);

describe('the Spanish of a message the server wrote', () => {
  it('is looked up whole when the message has no varying part', () => {
    expect(catalogue.spanishOf('Not Found')).toBe('No encontrado');
  });

  it('keeps the varying parts, naming a field as Spanish names it', () => {
    expect(catalogue.spanishOf('The credits field must be at least 1.')).toBe(
      'El campo credits debe ser al menos 1.',
    );
    expect(catalogue.spanishOf('The password field must be at least 8 characters.')).toBe(
      'El campo contraseña debe tener al menos 8 caracteres.',
    );
  });

  it('translates a message inside a message, and keeps words it has no Spanish for', () => {
    expect(catalogue.spanishOf('Order #7 was rejected: Not Found')).toBe(
      'La orden #7 fue rechazada: No encontrado',
    );
    expect(catalogue.spanishOf('Order #7 was rejected: IMEI blacklisted')).toBe(
      'La orden #7 fue rechazada: IMEI blacklisted',
    );
  });

  it('is undefined for a message it does not know (a supplier’s own words)', () => {
    expect(catalogue.spanishOf('Invalid IMEI for this service')).toBeUndefined();
  });

  it('refuses a Spanish text whose varying parts differ from the English ones', () => {
    expect(() => new MessageCatalogue([['Order #{id} placed.', 'Orden colocada.']], {})).toThrow(
      /other parts/,
    );
  });

  it('refuses a message translated twice', () => {
    expect(
      () =>
        new MessageCatalogue(
          [
            ['Done.', 'Hecho.'],
            ['Done.', 'Listo.'],
          ],
          {},
        ),
    ).toThrow(/twice/);
  });
  it('refuses a message with varying parts translated twice', () => {
    const twice: Translation = ['Order #{id} placed.', 'Orden #{id} realizada.'];
    expect(() => new MessageCatalogue([twice, twice], {})).toThrow(/twice/);
  });
});
