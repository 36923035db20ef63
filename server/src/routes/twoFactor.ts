import type { FastifyInstance } from 'fastify';
import {
  clearTwoFactor,
  confirmTwoFactor,
  disableTwoFactor,
  startTwoFactor,
} from '../domain/twoFactor.js';
import { recordId } from '../http/params.js';
import { currentUser } from '../plugins/auth.js';
import { OtpBody } from '../schemas/auth.js';
import { RecordParams } from '../schemas/backOffice.js';

/**
 * Two-factor sign-in (TOTP) of admins, in the admin scope: POST /profile/2fa starts the set-up,
 * POST /profile/2fa/confirm turns it on with a first code and hands out the recovery codes,
 * DELETE /profile/2fa turns it off with a code; DELETE /admin_users/{id}/2fa is another admin's
 * reset. The set-up stays open to an admin whom REQUIRE_ADMIN_2FA holds back.
 */
export default async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const setUp = { config: { beforeTwoFactor: true } };

  app.post('/profile/2fa', setUp, async (request) => {
    const issuer = new URL(app.config.publicUrl).host;
    const { secret, otpauthUrl } = await startTwoFactor(app.db, currentUser(request), issuer);
    return { data: { secret, otpauth_url: otpauthUrl } };
  });

  app.post<{ Body: OtpBody }>(
    '/profile/2fa/confirm',
    { ...setUp, schema: { body: OtpBody } },
    async (request) => {
      const codes = await confirmTwoFactor(app.db, currentUser(request).id, request.body.otp);
      return { data: { recovery_codes: codes } };
    },
  );

  app.delete<{ Body: OtpBody }>(
    '/profile/2fa',
    { schema: { body: OtpBody } },
    async (request, reply) => {
      await disableTwoFactor(app.db, currentUser(request), request.body.otp);
      return reply.code(204).send();
    },
  );

  app.delete<{ Params: RecordParams }>(
    '/admin_users/:id/2fa',
    { schema: { params: RecordParams } },
    async (request, reply) => {
      await clearTwoFactor(app.db, recordId(request.params.id, 'User'));
      return reply.code(204).send();
    },
  );
}
