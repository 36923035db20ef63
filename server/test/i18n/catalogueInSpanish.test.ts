import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertService } from '../backOffice/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

/**
 * The catalogue and the money on a Spanish screen: the client sends `Accept-Language: es`, and
 * the admin reads the server's refusals and what it did in Spanish; without the header, the
 * spec's English is unchanged.
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
});
afterAll(() => t.close());

const inSpanish = (request: InjectOptions) =>
  admin.inject({ ...request, headers: { ...request.headers, 'accept-language': 'es' } });

const newService = (price: unknown, categoryId: number) => ({
  method: 'POST' as const,
  url: '/api/admin_services',
  payload: { name: 'Unlock', price, category_id: categoryId },
});

const changeCredits = (userId: number, credits: unknown) => ({
  method: 'PATCH' as const,
  url: `/api/admin_users/${userId}`,
  payload: { credits },
});

const cancelBill = (billId: number) => ({
  method: 'PATCH' as const,
  url: `/api/admin_bills/${billId}`,
  payload: { status: false },
});

describe('the catalogue and the money in Spanish', () => {
  it('a category without a name is refused in Spanish, naming the field as Spanish does', async () => {
    const res = await inSpanish({ method: 'POST', url: '/api/categories', payload: { name: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'El campo nombre es obligatorio.',
      errors: { name: ['El campo nombre es obligatorio.'] },
    });
  });

  it('a category that still has services is not deleted, and the Spanish says why', async () => {
    const categoryId = await insertCategory(t.db, 'Samsung');
    await insertService(t.db, { categoryId });
    const res = await inSpanish({ method: 'DELETE', url: `/api/categories/${categoryId}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      category: [
        'Esta categoría todavía tiene servicios. Mueva o elimine sus servicios antes de eliminar la categoría.',
      ],
    });
  });

  it('a deleted category is said deleted in Spanish', async () => {
    const categoryId = await insertCategory(t.db, 'Motorola');
    const res = await inSpanish({ method: 'DELETE', url: `/api/categories/${categoryId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('La categoría se ha eliminado.');
  });

  it('a service with a bad price is refused in Spanish, field by field', async () => {
    const categoryId = await insertCategory(t.db);
    const tooPrecise = await inSpanish(newService('12.345', categoryId));
    expect(tooPrecise.statusCode).toBe(422);
    expect(tooPrecise.json().errors).toEqual({
      price: ['El campo precio debe tener como máximo 2 decimales.'],
    });
    const negative = await inSpanish(newService(-1, categoryId));
    expect(negative.json().errors).toEqual({ price: ['El campo precio debe ser al menos 0.'] });
    const words = await inSpanish(newService('12,50 €', categoryId));
    expect(words.json().errors).toEqual({ price: ['El campo precio debe ser un número.'] });
  });

  it('a service in a category that does not exist is refused in Spanish', async () => {
    const res = await inSpanish(newService('10', 2_000_000_000));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      category_id: ['La categoría seleccionada no es válida.'],
    });
  });

  it('a deleted service is said deleted in Spanish', async () => {
    const categoryId = await insertCategory(t.db);
    const serviceId = await insertService(t.db, { categoryId });
    const res = await inSpanish({ method: 'DELETE', url: `/api/admin_services/${serviceId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'deleted',
      message: 'El servicio se ha eliminado.',
    });
  });

  it('taking off more credits than the balance is refused in Spanish (422 on credits)', async () => {
    const customer = await t.createUser({ credits: '10.00' });
    const res = await inSpanish(changeCredits(customer.id, -10.01));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'El cliente tiene 10.00 créditos: no se pueden descontar más.',
      errors: { credits: ['El cliente tiene 10.00 créditos: no se pueden descontar más.'] },
    });
  });

  it('credits added and taken off are said in Spanish', async () => {
    const customer = await t.createUser();
    const added = await inSpanish(changeCredits(customer.id, 20));
    expect(added.json().message).toBe('Se han añadido 20 créditos.');
    const taken = await inSpanish(changeCredits(customer.id, '-5.50'));
    expect(taken.json().message).toBe('Se han descontado 5.50 créditos.');
    const zero = await inSpanish(changeCredits(customer.id, 0));
    expect(zero.json().errors).toEqual({ credits: ['El campo créditos no debe ser 0.'] });
  });

  it('cancelling a bill says so in Spanish, and cancelling it twice is refused in Spanish', async () => {
    const customer = await t.createUser();
    const topUp = await admin.inject(changeCredits(customer.id, 30));
    const billId = topUp.json().bill.id as number;

    const canceled = await inSpanish(cancelBill(billId));
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({
      message: 'La recarga se ha cancelado y sus créditos se han descontado del saldo.',
      data: { id: billId, status: false },
    });

    const again = await inSpanish(cancelBill(billId));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'Esta factura ya está cancelada.',
      errors: { status: ['Esta factura ya está cancelada.'] },
    });
  });

  it('a top-up whose credits were taken off since cannot be canceled, said in Spanish', async () => {
    const customer = await t.createUser();
    const topUp = await admin.inject(changeCredits(customer.id, 30));
    await admin.inject(changeCredits(customer.id, -25));
    const res = await inSpanish(cancelBill(topUp.json().bill.id as number));
    expect(res.statusCode).toBe(422);
    const refused =
      'El saldo del cliente es de $5.00, menos que los $30.00 de esta recarga: sus créditos se gastaron o se descontaron después. No se puede cancelar.';
    expect(res.json()).toEqual({ message: refused, errors: { status: [refused] } });
  });

  it('giving back credits taken off says so in Spanish', async () => {
    const customer = await t.createUser({ credits: '10.00' });
    const taken = await admin.inject(changeCredits(customer.id, -4));
    const res = await inSpanish(cancelBill(taken.json().bill.id as number));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Los créditos descontados se han devuelto al saldo.');
  });

  it('a bill that does not exist is not found, in Spanish', async () => {
    const res = await inSpanish(cancelBill(2_000_000_000));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Factura no encontrada.' });
  });

  it('without the header the same requests answer the spec’s English, word for word', async () => {
    const categoryId = await insertCategory(t.db);
    const service = await admin.inject(newService('12.345', categoryId));
    expect(service.json()).toEqual({
      message: 'The price field must have at most 2 decimal places.',
      errors: { price: ['The price field must have at most 2 decimal places.'] },
    });

    const customer = await t.createUser({ credits: '10.00' });
    const tooMuch = await admin.inject(changeCredits(customer.id, -10.01));
    expect(tooMuch.json().errors).toEqual({
      credits: ['The customer has 10.00 credits: no more than that can be taken off.'],
    });

    const topUp = await admin.inject(changeCredits(customer.id, 5));
    expect(topUp.json().message).toBe('5 credits were added.');
    const billId = topUp.json().bill.id as number;
    const canceled = await admin.inject(cancelBill(billId));
    expect(canceled.json().message).toBe(
      'The top-up was canceled and its credits were taken off the balance.',
    );
    const again = await admin.inject(cancelBill(billId));
    expect(again.json()).toEqual({
      message: 'This bill is already canceled.',
      errors: { status: ['This bill is already canceled.'] },
    });
  });
});
