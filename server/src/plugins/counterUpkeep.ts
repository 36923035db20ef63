import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FORGOT_LIMITS, RESET_LIMITS } from '../domain/passwordResets.js';
import { forgetOldCounters } from '../domain/rateLimits.js';
import { DISABLE_LIMITS } from '../domain/twoFactor.js';

const UPKEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * The throttles' old counters are forgotten when the app is ready and then every hour, in each
 * process: one DELETE, whichever process runs it. The longest window any throttle uses is kept.
 */
async function counterUpkeep(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const longestWindow = Math.max(
    config.loginWindowSeconds,
    config.registerWindowSeconds,
    FORGOT_LIMITS.windowSeconds,
    RESET_LIMITS.windowSeconds,
    DISABLE_LIMITS.windowSeconds,
  );
  const forget = async () => {
    try {
      await forgetOldCounters(app.db, longestWindow);
    } catch (error) {
      app.log.error({ err: error }, 'forgetting the old throttle counters failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await forget();
    timer = setInterval(() => void forget(), UPKEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(counterUpkeep, { name: 'counter-upkeep', dependencies: ['context'] });
