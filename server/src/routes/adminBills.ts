import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { cancelBill, listBillsPage } from '../domain/backOffice/bills.js';
import { findUser } from '../domain/backOffice/customers.js';
import { InvalidInputError } from '../domain/errors.js';
import { toCents } from '../domain/money.js';
import { billListView } from '../http/backOfficeViews.js';
import { laravelPage, pageRequest } from '../http/pagination.js';
import { recordId } from '../http/params.js';
import { adminAccess } from '../http/routeAccess.js';
import { currentActor } from '../plugins/auth.js';
import { BillChangeBody, BillsQuery, RecordParams } from '../schemas/backOffice.js';
import { Bill } from '../schemas/bills.js';
import { errorResponses } from '../schemas/errors.js';
import { LaravelPage } from '../schemas/paging.js';

const BillCanceled = Type.Object({ data: Bill, message: Type.String() });

export const BILL_CANCELED = 'The top-up was canceled and its credits were taken off the balance.';
export const CREDITS_GIVEN_BACK = 'The credits taken off were given back to the balance.';

/** GET /admin_bills (every bill, or one user's with ?user_id), PATCH /admin_bills/{id} cancels. */
export default async function adminBillRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: BillsQuery }>(
    '/admin_bills',
    {
      schema: {
        ...adminAccess,
        summary: 'Every bill, newest first, or one user’s with ?user_id',
        querystring: BillsQuery,
        response: { 200: LaravelPage(Bill), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const page = pageRequest(request.query);
      const { total, rows } = await listBillsPage(app.db, page, { userId: request.query.user_id });
      return laravelPage(request, app.config.publicUrl, page, total, rows.map(billListView));
    },
  );

  app.patch<{ Params: RecordParams; Body: BillChangeBody }>(
    '/admin_bills/:id',
    {
      schema: {
        ...adminAccess,
        summary:
          'Cancel a bill (status false): a top-up’s credits are taken off the balance, credits taken off are given back',
        params: RecordParams,
        body: BillChangeBody,
        response: { 200: BillCanceled, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const billId = recordId(request.params.id, 'Bill');
      if (request.body.status !== false) {
        throw InvalidInputError.field('status', 'A bill can only be canceled: send status false.');
      }
      const { bill } = await cancelBill(app.db, { billId, actor: currentActor(request) });
      const user = await findUser(app.db, bill.userId);
      return {
        data: billListView({ ...bill, userEmail: user.email, userName: user.name }),
        message: request.translate(toCents(bill.amount) < 0n ? CREDITS_GIVEN_BACK : BILL_CANCELED),
      };
    },
  );
}
