import type { FastifyInstance } from 'fastify';
import {
  confirmTwoFactor,
  disableTwoFactor,
  resetTwoFactor,
  startTwoFactor,
} from '../domain/twoFactor.js';
import { recordId } from '../http/params.js';
import { adminAccess } from '../http/routeAccess.js';
import { currentActor, currentUser } from '../plugins/auth.js';
import { OtpBody, RecoveryCodes, TwoFactorSetUp } from '../schemas/auth.js';
import { RecordParams } from '../schemas/backOffice.js';
import { errorResponses } from '../schemas/errors.js';
import { NoContent } from '../schemas/fields.js';

/**
 * Two-factor sign-in (TOTP) of admins, in the admin scope: POST /profile/2fa starts the set-up,
 * POST /profile/2fa/confirm turns it on with a first code, hands out the recovery codes and ends
 * the account's other sessions; DELETE /profile/2fa turns it off with a code;
 * DELETE /admin_users/{id}/2fa is another admin's reset, which ends all the account's sessions.
 * The set-up stays open to an admin whom REQUIRE_ADMIN_2FA holds back.
 */
export default async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const setUp = { config: { beforeTwoFactor: true } };

  app.post(
    '/profile/2fa',
    {
      ...setUp,
      schema: {
        ...adminAccess,
        summary: 'Start setting up two-factor sign-in: a new secret and its otpauth:// URL',
        response: { 200: TwoFactorSetUp, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      const issuer = new URL(app.config.publicUrl).host;
      const { secret, otpauthUrl } = await startTwoFactor(app.db, currentUser(request), issuer);
      return { data: { secret, otpauth_url: otpauthUrl } };
    },
  );

  app.post<{ Body: OtpBody }>(
    '/profile/2fa/confirm',
    {
      ...setUp,
      schema: {
        ...adminAccess,
        summary:
          'Turn two-factor sign-in on with a first code; the recovery codes, shown once. Signs the account out of its other sessions',
        body: OtpBody,
        response: { 200: RecoveryCodes, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => {
      const codes = await confirmTwoFactor(
        app.db,
        currentUser(request).id,
        request.body.otp,
        currentActor(request),
        request.token,
      );
      return { data: { recovery_codes: codes } };
    },
  );

  app.delete<{ Body: OtpBody }>(
    '/profile/2fa',
    {
      schema: {
        ...adminAccess,
        summary:
          'Turn two-factor sign-in off with a code (or a recovery code); 5 tries a 15 minutes',
        body: OtpBody,
        response: { 204: NoContent, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      await disableTwoFactor(app.db, currentUser(request), request.body.otp, currentActor(request));
      return reply.code(204).send();
    },
  );

  app.delete<{ Params: RecordParams }>(
    '/admin_users/:id/2fa',
    {
      schema: {
        ...adminAccess,
        summary: 'Reset another account’s two-factor sign-in, and sign that account out everywhere',
        params: RecordParams,
        response: { 204: NoContent, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const userId = recordId(request.params.id, 'User');
      await resetTwoFactor(app.db, userId, currentActor(request));
      return reply.code(204).send();
    },
  );
}
