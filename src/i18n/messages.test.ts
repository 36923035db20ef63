import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';

type MessageTree = { [key: string]: string | MessageTree };

const keysOf = (tree: MessageTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

const valueAt = (tree: MessageTree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as MessageTree | undefined)?.[key], tree);

describe('translations', () => {
  const englishKeys = keysOf(en as unknown as MessageTree);
  const spanishKeys = keysOf(es as unknown as MessageTree);

  it('give every English key a Spanish text', () => {
    const missing = englishKeys.filter((key) => !spanishKeys.includes(key));
    expect(missing).toEqual([]);
  });

  it('have no Spanish key that English lacks', () => {
    const extra = spanishKeys.filter((key) => !englishKeys.includes(key));
    expect(extra).toEqual([]);
  });

  it("cover all of react-admin's own texts", () => {
    expect(englishKeys).toEqual(expect.arrayContaining(keysOf(englishMessages as MessageTree)));
  });

  it('keep the placeholders of every text', () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/%\{\w+\}/g)
        ?.sort() ?? [];
    for (const key of englishKeys) {
      const english = placeholders(valueAt(en as unknown as MessageTree, key));
      const spanish = placeholders(valueAt(es as unknown as MessageTree, key));
      expect({ key, placeholders: spanish }).toEqual({ key, placeholders: english });
    }
  });

  it("carry the spec's texts verbatim", () => {
    expect(en.app.errors.network).toBe('Error Network, try again...');
    expect(en.app.loading).toBe('Loading...');
    expect(en.auth.login.submit).toBe('Get Started');
    expect(en.profile.credits).toBe('CREDITS: %{credits}');
    expect(en.profile.api_credentials).toBe('API credentials');
    expect(en.dashboard.periods).toEqual({
      today: 'Hoy',
      yesterday: 'Ayer',
      this_week: 'Esta Semana',
      this_month: 'Este Mes',
    });
    expect(en.dashboard.total_orders).toBe('Ordenes Totales');
    expect(en.dashboard.loading).toBe('Cargando');
    expect(en.resources.orders.no_code).toBe('No Contestado');
    expect(en.app.menu.percent_badge).toBe('86%');
  });
});

describe('Spanish audit kinds', () => {
  it('call the API key by its Spanish name, as the rest of the screens do', () => {
    expect(es.audit.kinds['user.api_key_regenerated']).toBe('Clave de la API regenerada');
  });

  it('in the supplier form and list too (it read "Api key", half English)', () => {
    expect(es.resources['admin-suppliers'].fields.api_key).toBe('Clave de la API');
  });
});

describe('the pending orders screen', () => {
  it('is titled as the sidebar names it, in both languages (Spanish read "Órdenes pendientes" above "Órdenes Pendientes")', () => {
    for (const messages of [en, es]) {
      const plural = messages.resources['admin-orders'].name.split(' |||| ')[1];
      expect(messages.order_screens.pending_title).toBe(plural);
    }
    expect(es.order_screens.pending_title).toBe('Órdenes Pendientes');
  });
});
