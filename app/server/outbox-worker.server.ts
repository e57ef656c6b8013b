import nodemailer from "nodemailer";
import { markEmailAttemptFailed, markEmailSent, nextDueAt } from "#db/models/outbox.server";
import { inTransaction } from "#db/models/transaction.server";
import { markDeliveryEnded, markDeliverySent } from "~/features/newsletters/newsletters.model.server";
import { every } from "~/lib/every.server";
import { onOutboxChanged } from "~/lib/outbox-signal.server";
import { claimDueEmails, type DueEmail } from "~/services/outbox.server";
import { log } from "~/domain/log.server";

/** The longest sleep: emails another node wrote, or made due again from its dashboard, are found by then. */
const idleMs = 30 * 1000;
/** One email per claim: a claim covers one SMTP exchange, never a batch that could outlast it (docs/decisions/0034-attack-run-2026-11-25.md). */
const batchSize = 1;

export interface OutboxWorkerOptions {
  smtpUrl: string;
  from: string;
  /** Seconds to wait after the 1st, 2nd, … failure; after the last the email is failed (MAIL_RETRY_SCHEDULE). */
  retrySchedule: readonly number[];
  /** How long a claimed email is this worker's (OUTBOX_CLAIM_MS); longer than any SMTP exchange (timeouts below). */
  claimMs?: number;
}

/** A newsletter email the server refused for good (a 5xx reply): the address bounced (docs/decisions/0064-newsletters.md). */
function isPermanentRefusal(error: unknown) {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** When to try again after `attempts` failed attempts, or null to give up. */
export function nextAttemptAfter(attempts: number, retrySchedule: readonly number[], now: number) {
  const wait = retrySchedule[attempts - 1];
  return wait === undefined ? null : new Date(now + wait * 1000).toISOString();
}

/**
 * Sends the outbox through SMTP (docs/decisions/0028-email-outbox.md): claims due emails, sends
 * each, and marks it sent or schedules the next attempt. Wakes when this node writes an email,
 * when the next retry is due, and at least every 30 s. Returns a stop function that waits for the
 * batch in hand.
 */
export function startOutboxWorker({ smtpUrl, from, retrySchedule, claimMs = 5 * 60 * 1000 }: OutboxWorkerOptions) {
  // One object, the URL inside it: a second argument to createTransport is the messages' defaults, and the
  // timeouts given there were ignored until 2026-11-29. One connection kept open and reused, email after
  // email (docs/decisions/0064-newsletters.md, amendment of 2026-11-29): a new connection per email
  // (greeting, EHLO, TLS, AUTH) held a newsletter to about eight emails a second on loopback. Still one
  // email at a time, each under its own claim; what SMTP_URL's own query sets (e.g. `?pool=false`) wins.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    // Closed by us after 30 s unused, before a server's own idle limit (Postfix 300 s, smtp-server 60 s) closes it under a send.
    idleTimeout: 30_000,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });

  const send = async (email: DueEmail) => {
    const { to, replyTo, subject, text, html, headers } = email.message;
    try {
      await transport.sendMail({ from, to, replyTo, subject, text, html, headers });
      const sentAt = new Date().toISOString();
      if (email.kind === "newsletter")
        // The delivery is sent in the transaction that marks the email sent (docs/decisions/0064-newsletters.md).
        await inTransaction(async (trx) => {
          await markEmailSent(email.id, sentAt, trx);
          await markDeliverySent(trx, email.about, sentAt);
        });
      else await markEmailSent(email.id, sentAt);
      // The id, never the address or the text (a reset or unsubscribe link is in it).
      log.info({ event: "outbox.sent", emailId: email.id }, "Email sent");
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const bounced = email.kind === "newsletter" && isPermanentRefusal(error);
      const next = bounced ? null : nextAttemptAfter(email.attempts, retrySchedule, Date.now());
      await markEmailAttemptFailed(email.id, reason, next);
      if (email.kind === "newsletter" && !next) await markDeliveryEnded(email.about, bounced ? "bounced" : "failed", new Date().toISOString());
      log.warn(
        { event: "outbox.attempt-failed", emailId: email.id, attempts: email.attempts, reason, retryAt: next },
        next ? "Email not sent; will try again" : "Email not sent; given up",
      );
    }
  };

  const pass = async (stopping: AbortSignal) => {
    for (;;) {
      const now = Date.now();
      const batch = await claimDueEmails(new Date(now).toISOString(), new Date(now + claimMs).toISOString(), batchSize);
      for (const email of batch) await send(email);
      if (batch.length < batchSize || stopping.aborted) break;
    }
    if (stopping.aborted) return;
    // Sleep until the next retry is due, at most idleMs.
    const due = await nextDueAt();
    return (due ? Math.min(Math.max(Date.parse(due) - Date.now(), 0), idleMs) : idleMs) + 10;
  };

  log.info({ event: "outbox.started" }, "Outbox worker started");
  // A write on this node during a pass brings one more pass right after it.
  const loop = every(idleMs, pass, { event: "outbox.failed", message: "Outbox worker failed" });
  const unsubscribe = onOutboxChanged(loop.wake);
  return async () => {
    unsubscribe();
    await loop.stop();
    transport.close();
  };
}
