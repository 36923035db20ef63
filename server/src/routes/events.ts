import type { FastifyInstance } from 'fastify';
import { TooManyAttemptsError } from '../domain/errors.js';
import { sha256 } from '../domain/secrets.js';
import { UnauthenticatedError } from '../http/errors.js';
import { customerAccess } from '../http/routeAccess.js';
import { MAX_STREAMS_PER_ACCOUNT } from '../live/liveHub.js';
import { currentUser } from '../plugins/auth.js';
import { errorResponses } from '../schemas/errors.js';

const DESCRIPTION = [
  'Server-Sent Events (`text/event-stream`) of the signed-in account, kept open.',
  'The token may also come from the `token` cookie, since an `EventSource` cannot send headers.',
  '',
  '- `event: order`, `data: {id, status, forwarding_state}`: an order was placed, moved along its',
  '  forwarding, or answered. An admin hears every order; a customer their own orders placed or',
  '  answered, with `forwarding_state` null.',
  '- `event: pending`, `data: {count}` (admins): the number of pending orders, on connecting and',
  '  whenever it changes.',
  '- A comment line (`: ping`) every LIVE_HEARTBEAT_SECONDS; the token is checked again then, and',
  '  the stream ends once it is revoked or expired.',
  '',
  'After a stream ends the browser connects again (`retry: 3000`) and should reload what it shows:',
  'events are not replayed.',
  '',
  `An account holds at most ${MAX_STREAMS_PER_ACCOUNT} streams open at once on one server process (one a tab): one more is a 429.`,
].join('\n');

const TOO_MANY_STREAMS = `This account has ${MAX_STREAMS_PER_ACCOUNT} live event streams open already: close a tab of the portal.`;
const SERVER_FULL =
  'This server holds as many live event streams as it may: the lists still load, without live updates for now.';
/** When a browser may try again: a tab closed meanwhile frees its stream at once. */
const STREAMS_RETRY_AFTER_SECONDS = 30;

/** GET /events: the live order events of the signed-in account (src/live). */
export default async function eventRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/events',
    {
      config: { tokenCookie: true },
      schema: {
        ...customerAccess,
        summary: 'Live order events (Server-Sent Events)',
        description: DESCRIPTION,
        response: {
          200: {
            description: 'An endless text/event-stream',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          ...errorResponses(401, 429),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.token) throw new UnauthenticatedError();
      const refusal = app.live.refusalOf(user.id);
      if (refusal) {
        throw new TooManyAttemptsError(
          refusal === 'account full' ? TOO_MANY_STREAMS : SERVER_FULL,
          STREAMS_RETRY_AFTER_SECONDS,
        );
      }
      const stream = app.live.open({
        userId: user.id,
        admin: user.admin,
        tokenHash: sha256(request.token),
      });
      // The browser went away: the stream leaves the hub with whatever it had not sent.
      reply.raw.once('close', () => stream.destroy());
      return reply
        .header('Content-Type', 'text/event-stream; charset=utf-8')
        .header('Cache-Control', 'no-cache, no-transform')
        .header('X-Accel-Buffering', 'no')
        .send(stream.body);
    },
  );
}
