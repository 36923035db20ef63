import type { FastifyInstance } from 'fastify';
import { ConflictError, InvalidInputError } from '../domain/errors.js';
import { requestPasswordReset, resetPassword } from '../domain/passwordResets.js';
import { passwordErrors } from '../domain/users.js';
import { laravelErrors } from '../http/ajvMessages.js';
import { publicAccess } from '../http/routeAccess.js';
import { errorResponses } from '../schemas/errors.js';
import {
  ForgotPasswordBody,
  PasswordMessage,
  PublicSettings,
  ResetPasswordBody,
} from '../schemas/password.js';

/** The one answer to every accepted "forgot password", whether the account exists or not. */
export const FORGOT_ANSWER =
  'If an account uses this address, a link to choose a new password is on its way to it.';
export const RESET_ANSWER = 'Your password was changed. Sign in with the new one.';
export const MAIL_IS_OFF =
  'This shop does not send mail: ask an admin to set a new password for you.';

/** GET /settings, POST /password/forgot, POST /password/reset: open to everyone. */
export default async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const mailOn = app.config.mail.smtp !== undefined;

  app.get(
    '/settings',
    {
      schema: {
        ...publicAccess,
        summary:
          'What the signed-out pages need to know: whether mail (and so password reset) is on',
        response: { 200: PublicSettings },
      },
    },
    async () => ({ data: { mail: mailOn } }),
  );

  app.post<{ Body: ForgotPasswordBody }>(
    '/password/forgot',
    {
      schema: {
        ...publicAccess,
        summary:
          'Mail a single-use link to choose a new password (valid 60 minutes); the same answer whether the account exists or not',
        body: ForgotPasswordBody,
        response: { 200: PasswordMessage, ...errorResponses(409, 422, 429) },
      },
    },
    async (request) => {
      if (!mailOn) throw new ConflictError(MAIL_IS_OFF);
      await requestPasswordReset(app.db, { email: request.body.email, ip: request.ip });
      return { message: request.translate(FORGOT_ANSWER) };
    },
  );

  app.post<{ Body: ResetPasswordBody }>(
    '/password/reset',
    {
      schema: {
        ...publicAccess,
        summary:
          'Choose a new password with a link’s token: the link is used, every session of the account ends',
        body: ResetPasswordBody,
        response: { 200: PasswordMessage, ...errorResponses(422, 429) },
      },
      // Every field's problem in one answer, as registration does.
      attachValidation: true,
    },
    async (request) => {
      const errors = request.validationError?.validation
        ? laravelErrors(request.validationError.validation)
        : {};
      const body: Record<string, unknown> =
        typeof request.body === 'object' && request.body !== null ? { ...request.body } : {};
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      if (text(body.password) !== '') {
        const rules = passwordErrors(text(body.password), text(body.c_password));
        for (const [field, messages] of Object.entries(rules)) errors[field] ??= messages;
      }
      if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
      await resetPassword(app.db, {
        token: request.body.token,
        password: request.body.password,
        ip: request.ip,
      });
      return { message: request.translate(RESET_ANSWER) };
    },
  );
}
