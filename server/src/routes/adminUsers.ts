import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { applyAccountChange, readAccountChange } from '../domain/backOffice/accountChanges.js';
import {
  createCustomer,
  deactivateUser,
  findUser,
  listedUser,
  listUsersPage,
  userActivity,
} from '../domain/backOffice/customers.js';
import { billView, userDetailView } from '../http/backOfficeViews.js';
import { laravelPage, pageRequest } from '../http/pagination.js';
import { recordId } from '../http/params.js';
import { adminAccess } from '../http/routeAccess.js';
import { listedUserView } from '../http/serializers.js';
import { currentActor } from '../plugins/auth.js';
import {
  NewUserBody,
  RecordParams,
  UserChangeBody,
  UserChangeHeaders,
} from '../schemas/backOffice.js';
import { Bill } from '../schemas/bills.js';
import { errorResponses } from '../schemas/errors.js';
import { DataOf } from '../schemas/fields.js';
import { LaravelPage, PageQuery } from '../schemas/paging.js';
import { User, UserDetail } from '../schemas/users.js';

/** PATCH answers the changed account, what changed, and the bill of a top-up. */
const UserChanged = Type.Object({
  data: UserDetail,
  message: Type.String(),
  bill: Type.Optional(Bill),
});
const UserDeactivated = Type.Object({
  data: User,
  outcome: Type.Literal('deactivated'),
  message: Type.String(),
});

export const USER_DEACTIVATED =
  'The account was deactivated, not erased: its sessions and API key no longer work, and its credits, orders and bills are kept.';
export const USER_ALREADY_DEACTIVATED = 'The account was already deactivated.';

/** /admin_users: the customers list, creation, detail, the four changes, deactivation. */
export default async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: PageQuery }>(
    '/admin_users',
    {
      schema: {
        ...adminAccess,
        summary: 'Every account',
        querystring: PageQuery,
        response: { 200: LaravelPage(User), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const page = pageRequest(request.query);
      const { total, rows } = await listUsersPage(app.db, page);
      return laravelPage(request, app.config.publicUrl, page, total, rows.map(listedUserView));
    },
  );

  app.post<{ Body: NewUserBody }>(
    '/admin_users',
    {
      schema: {
        ...adminAccess,
        summary: 'Create a customer account',
        body: NewUserBody,
        response: { 201: DataOf(User), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const user = await createCustomer(app.db, request.body, currentActor(request));
      return reply.code(201).send({ data: listedUserView(listedUser(user)) });
    },
  );

  app.get<{ Params: RecordParams }>(
    '/admin_users/:id',
    {
      schema: {
        ...adminAccess,
        summary: 'One account with its api key, counts and latest orders and bills',
        params: RecordParams,
        response: { 200: DataOf(UserDetail), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = await findUser(app.db, recordId(request.params.id, 'User'));
      return { data: userDetailView(user, await userActivity(app.db, user.id)) };
    },
  );

  app.patch<{ Params: RecordParams; Body: UserChangeBody; Headers: UserChangeHeaders }>(
    '/admin_users/:id',
    {
      schema: {
        ...adminAccess,
        summary:
          'One change: {api_key: true} | {credits} (a top-up) | {name, email} | {password, c_password}',
        params: RecordParams,
        headers: UserChangeHeaders,
        body: UserChangeBody,
        response: { 200: UserChanged, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const target = await findUser(app.db, recordId(request.params.id, 'User'));
      const change = readAccountChange(request.body);
      const result = await applyAccountChange(app.db, {
        userId: target.id,
        change,
        actor: currentActor(request),
        actorToken: request.token,
        requestKey: request.headers['idempotency-key'],
      });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return {
        data: userDetailView(result.user, await userActivity(app.db, result.user.id)),
        message: request.translate(result.message),
        ...(result.bill ? { bill: billView(result.bill) } : {}),
      };
    },
  );

  app.delete<{ Params: RecordParams }>(
    '/admin_users/:id',
    {
      schema: {
        ...adminAccess,
        summary: 'Deactivate an account (never erased)',
        params: RecordParams,
        response: { 200: UserDeactivated, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, 'User');
      const { user, changed } = await deactivateUser(app.db, id, currentActor(request));
      return {
        data: listedUserView(listedUser(user)),
        outcome: 'deactivated',
        message: request.translate(changed ? USER_DEACTIVATED : USER_ALREADY_DEACTIVATED),
      };
    },
  );
}
