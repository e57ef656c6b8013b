import { enqueueEmails, type OutboxMessage } from "#db/models/outbox.server";
import type { Executor } from "#db/models/transaction.server";
import { listUsers } from "#db/models/users.server";
import { env } from "~/lib/env.server";
import { outboxChanged } from "~/lib/outbox-signal.server";

/*
 * Writing emails (docs/decisions/0028-email-outbox.md): into the outbox, inside the caller's
 * transaction, then the worker is woken once it has committed. Nothing here waits for SMTP.
 */

export type OutboxKind = "contact-notification" | "password-reset" | "newsletter-confirmation";

/** Writes the emails (in `executor`'s transaction when given); call `outboxChanged` after the commit. */
export function queueEmails(emails: { kind: OutboxKind; message: OutboxMessage }[], executor?: Executor) {
  return enqueueEmails(emails, executor);
}

/** Wakes this node's worker: call after the transaction that queued emails has committed. */
export const emailsQueued = outboxChanged;

/** Who hears about a new contact message: NOTIFY_EMAIL, else every administrator. */
export async function notificationRecipients() {
  const configured = env().NOTIFY_EMAIL;
  if (configured.length > 0) return configured;
  return (await listUsers()).map((user) => user.email);
}
