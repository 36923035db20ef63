import type { FastifyInstance } from 'fastify';
import { applyAccountChange } from '../domain/backOffice/accountChanges.js';
import { InvalidInputError } from '../domain/errors.js';
import { changeProfile } from '../domain/profile.js';
import { registerCustomer, registrationEmailTaken } from '../domain/registration.js';
import { signIn } from '../domain/signIn.js';
import { revokeToken } from '../domain/tokens.js';
import { passwordErrors } from '../domain/users.js';
import { laravelErrors } from '../http/ajvMessages.js';
import { customerAccess, publicAccess } from '../http/routeAccess.js';
import { accountView } from '../http/serializers.js';
import { currentActor, currentUser } from '../plugins/auth.js';
import { LoginBody, ProfileChanges, RegisterBody, Session } from '../schemas/auth.js';
import { errorResponses } from '../schemas/errors.js';
import { NoContent } from '../schemas/fields.js';

/** POST /regis, POST /login, GET /profile, PATCH /profile, POST /profile/api_key, POST /logout. */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const session = (user: Parameters<typeof accountView>[0], token: string) => ({
    token,
    user: accountView(user),
    service_url: app.config.publicUrl,
    /** REQUIRE_ADMIN_2FA is on and this admin has yet to turn it on. */
    two_factor_required:
      app.config.adminTwoFactorRequired && user.admin && user.totpSecret === null,
  });

  app.post<{ Body: RegisterBody }>(
    '/regis',
    // The schema's errors are collected with the rules below, so every field's problem is
    // reported in one answer, as Laravel's validator does.
    {
      schema: {
        ...publicAccess,
        summary: 'Register a customer account and sign it in',
        body: RegisterBody,
        response: { 201: Session, ...errorResponses(422, 429) },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const errors = request.validationError?.validation
        ? laravelErrors(request.validationError.validation)
        : {};
      const body: Record<string, unknown> =
        typeof request.body === 'object' && request.body !== null ? { ...request.body } : {};
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      // The name is stored trimmed: one of spaces alone is no name.
      if (typeof body.name === 'string' && body.name.trim() === '') {
        errors.name ??= ['The name field is required.'];
      }
      if (text(body.password) !== '') {
        const rules = passwordErrors(text(body.password), text(body.c_password));
        for (const [field, messages] of Object.entries(rules)) errors[field] ??= messages;
      }
      const lookUp = { email: text(body.email), ip: request.ip };
      if (!errors.email && (await registrationEmailTaken(app.db, app.config, lookUp))) {
        errors.email = ['The email has already been taken.'];
      }
      if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
      const { name, email, password } = request.body;
      const { user, token } = await registerCustomer(app.db, app.config, {
        name,
        email,
        password,
        ip: request.ip,
      });
      return reply.code(201).send(session(user, token));
    },
  );

  const loginSchema = {
    ...publicAccess,
    summary: 'Sign in with email and password',
    body: LoginBody,
    response: { 200: Session, ...errorResponses(401, 422, 429) },
  };
  app.post<{ Body: LoginBody }>('/login', { schema: loginSchema }, async (request) => {
    const { user, token } = await signIn(app.db, app.config, { ...request.body, ip: request.ip });
    return session(user, token);
  });

  const beforeTwoFactor = { onRequest: app.authenticate, config: { beforeTwoFactor: true } };

  const profileSchema = {
    ...customerAccess,
    summary: 'The signed-in account, its token and the reseller service URL',
    response: { 200: Session, ...errorResponses(401) },
  };
  app.get('/profile', { ...beforeTwoFactor, schema: profileSchema }, async (request) => {
    return session(currentUser(request), request.token ?? '');
  });

  const changeProfileSchema = {
    ...customerAccess,
    summary: 'Change the account’s mail settings: order notifications, the mails’ language',
    body: ProfileChanges,
    response: { 200: Session, ...errorResponses(401, 422) },
  };
  app.patch<{ Body: ProfileChanges }>(
    '/profile',
    { ...beforeTwoFactor, schema: changeProfileSchema },
    async (request) => {
      const { notify_orders, locale } = request.body ?? {};
      const user = await changeProfile(app.db, currentUser(request).id, {
        notifyOrders: notify_orders,
        locale,
      });
      return session(user, request.token ?? '');
    },
  );

  const newApiKeySchema = {
    ...customerAccess,
    summary: 'Replace the account’s API key: the old one stops working at once',
    response: { 200: Session, ...errorResponses(401) },
  };
  app.post(
    '/profile/api_key',
    { onRequest: app.authenticate, schema: newApiKeySchema },
    async (request) => {
      const { user } = await applyAccountChange(app.db, {
        userId: currentUser(request).id,
        change: { kind: 'api_key' },
        actor: currentActor(request),
        actorToken: request.token ?? null,
      });
      return session(user, request.token ?? '');
    },
  );

  const logoutSchema = {
    ...customerAccess,
    summary: 'Revoke this token',
    response: { 204: NoContent, ...errorResponses(401) },
  };
  app.post('/logout', { ...beforeTwoFactor, schema: logoutSchema }, async (request, reply) => {
    if (request.token) await revokeToken(app.db, request.token);
    return reply.code(204).send();
  });
}
