import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { JobDatabase } from '../db/client.js';
import { deliverMail } from '../domain/mail/delivery.js';
import { setMailSwitch } from '../domain/mail/mailSwitch.js';
import { customersDueForDigest, writeDigest } from '../domain/mail/orderDigest.js';
import { claimMailsWithLostJobs, forgetOldMails, markCutOffMails } from '../domain/mail/outbox.js';
import { forgetOldResetLinks, writePasswordResetMail } from '../domain/passwordResets.js';
import { createClockQueue, startClock } from '../jobs/clock.js';
import {
  FORMER_MAIL_CLOCK_QUEUE,
  MAIL_CLOCK_QUEUE,
  MAIL_FORGOT_QUEUE,
  MAIL_SEND_QUEUE,
  type MailForgotJob,
  type MailSendJob,
} from '../jobs/mailQueues.js';
import { JOB_SCHEMA } from '../jobs/queues.js';
import { countedWork, settlingJobDatabase } from '../jobs/settlingJobDatabase.js';
import { SmtpSender } from '../mail/smtpSender.js';

/** Mails one process sends at the same time. */
const SENDS_AT_ONCE = 5;
/** Old reset links and mails are forgotten at most this often. */
const CLEAN_UP_EVERY_MS = 3600_000;

/**
 * Mail, started and stopped with the app (after the supplier workers, whose pg-boss installs the
 * job schema). Without SMTP_URL it records that mail is off, says so once in the log, and starts
 * nothing. With it: the mail queues, the sender, the "forgot password" job and the mail clock,
 * on every process (any number of them may run on one database).
 */
async function mailWorkers(
  app: FastifyInstance,
  options: { jobDatabase: JobDatabase },
): Promise<void> {
  const settings = app.config.mail;
  const smtp = settings.smtp;
  if (!smtp) {
    await setMailSwitch(app.db, false);
    app.log.info(
      'mail is off: SMTP_URL is not set, so no mail is sent and no password reset offered',
    );
    return;
  }
  const timing = {
    digestSeconds: settings.digestSeconds,
    quietSeconds: Math.min(settings.digestQuietSeconds, settings.digestSeconds),
  };
  const tickSeconds = timing.quietSeconds <= 2 ? 1 : 2;
  // An attempt ends within twice the time-out; its job outlives it.
  const expireInSeconds = settings.timeoutSeconds * 3 + 60;
  const jobDatabase = settlingJobDatabase(options.jobDatabase);
  // Supervised here too: the supplier workers' pg-boss supervises only with SUPPLIER_WORKERS on,
  // and without upkeep the tick of a process killed mid-tick stays active for good (the clock
  // never runs again) and finished jobs pile up. pg-boss lets one process at a time do it.
  const boss = new PgBoss({
    db: jobDatabase as PgBoss.Db,
    schema: JOB_SCHEMA,
    migrate: false,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: settings.queueUpkeepSeconds,
  });
  boss.on('error', (error) => app.log.error({ err: error }, 'mail queue error'));
  await boss.start();
  const retried = { retryLimit: 5, retryDelay: 5, retryBackoff: true };
  await boss.createQueue(MAIL_SEND_QUEUE, { name: MAIL_SEND_QUEUE, ...retried, expireInSeconds });
  await boss.createQueue(MAIL_FORGOT_QUEUE, { name: MAIL_FORGOT_QUEUE, ...retried });
  await createClockQueue(boss, MAIL_CLOCK_QUEUE, FORMER_MAIL_CLOCK_QUEUE, (error) =>
    app.log.warn({ err: error }, 'former mail clock queue not deleted: tried at next start'),
  );
  // Only once the queues exist: answers are noted (and mails queued) from now on.
  await setMailSwitch(app.db, true);
  let stopClock = async () => {};
  app.addHook('onClose', async () => {
    await stopClock();
    await boss.stop({ graceful: true, wait: true, timeout: (expireInSeconds + 5) * 1000 });
    // The jobs of a fetch sent before the stop are worked now; the pool ends after.
    await jobDatabase.settled((expireInSeconds + 5) * 1000);
  });

  const sender = new SmtpSender(smtp, settings.timeoutSeconds);
  const delivery = {
    from: settings.from,
    publicUrl: app.config.publicUrl,
    retrySeconds: settings.retrySeconds,
    retryLimit: settings.retryLimit,
  };
  const deliver = async (mailId: number) => {
    const result = await deliverMail(app.db, sender, mailId, delivery);
    if (result === 'unknown') {
      app.log.warn({ mail: mailId }, 'mail cut off after it went out: not sent again');
    } else if (result === 'refused') {
      app.log.warn({ mail: mailId }, 'mail refused by the SMTP server: retried later');
    } else if (result === 'rejected') {
      app.log.warn({ mail: mailId }, 'mail refused for good by the SMTP server: not tried again');
    }
  };
  // A few mails at once, each on its own connection: one slow server attempt holds up no other.
  // Each handler's runs are counted: the app waits for them before it ends the pool.
  const work = countedWork(boss, jobDatabase);
  await work<MailSendJob>(
    MAIL_SEND_QUEUE,
    { batchSize: SENDS_AT_ONCE, pollingIntervalSeconds: 1 },
    async (jobs) => {
      await Promise.all([...new Set(jobs.map((job) => job.data.mailId))].map(deliver));
    },
  );
  await work<MailForgotJob>(
    MAIL_FORGOT_QUEUE,
    { batchSize: 20, pollingIntervalSeconds: 1 },
    async (jobs) => {
      // Each job on its own: one that fails is retried alone, the others' links and mails stand
      // (a failed batch would be retried whole, mailing a second link to those already served).
      for (const job of jobs) {
        try {
          await writePasswordResetMail(app.db, job.data.email);
        } catch (error) {
          app.log.error({ err: error, job: job.id }, 'password reset mail not written: retried');
          await boss
            .fail(MAIL_FORGOT_QUEUE, job.id, { message: String(error) })
            .catch((failure: unknown) =>
              app.log.error({ err: failure, job: job.id }, 'the job could not be marked failed'),
            );
        }
      }
    },
  );
  let cleanedUpAt = 0;
  /** One duty of the clock: a failure is logged and the other duties, and the next tick, go on. */
  const duty = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      app.log.error({ err: error, duty: name }, 'mail clock duty failed: tried again next tick');
    }
  };
  // Every duty is safe beside another tick (see jobs/clock.ts): cut-off mails and lost jobs are
  // claimed by conditional updates, a digest locks its customer's row and skips a locked one.
  stopClock = await startClock(boss, MAIL_CLOCK_QUEUE, {
    work,
    tickSeconds,
    onSendError: (error) => app.log.error({ err: error }, 'mail clock tick not sent'),
    tick: async () => {
      await duty('cut-off mails', async () => {
        const cutOff = await markCutOffMails(app.db, settings.timeoutSeconds);
        if (cutOff.length > 0) {
          app.log.warn(
            { mails: cutOff },
            'mails cut off mid-send (a process stopped): not sent again',
          );
        }
      });
      await duty('lost jobs', async () => {
        for (const mailId of await claimMailsWithLostJobs(app.db)) {
          await boss.send(MAIL_SEND_QUEUE, { mailId } satisfies MailSendJob);
        }
      });
      const due = await customersDueForDigest(app.db, timing).catch((error: unknown) => {
        app.log.error({ err: error }, 'customers due for a digest not read: tried next tick');
        return [];
      });
      // One customer whose digest fails holds up no other.
      for (const userId of due) {
        await duty(`digest of user ${userId}`, async () => {
          await writeDigest(app.db, userId, timing);
        });
      }
      if (Date.now() - cleanedUpAt > CLEAN_UP_EVERY_MS) {
        await duty('clean-up', async () => {
          await forgetOldResetLinks(app.db);
          await forgetOldMails(app.db);
          cleanedUpAt = Date.now();
        });
      }
    },
  });
  app.log.info({ host: smtp.host, port: smtp.port }, 'mail is on');
}

export default fp(mailWorkers, {
  name: 'mail-workers',
  dependencies: ['context', 'supplier-workers'],
});
