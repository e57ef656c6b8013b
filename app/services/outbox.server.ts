import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import {
  aboutContactMessage,
  claimDueEmails as claimRows,
  enqueueEmails,
  markEmailAttemptFailed,
  type OutboxEntry,
  type OutboxMessage,
  type StoredMessage,
} from "#db/models/outbox.server";
import type { Executor } from "#db/models/transaction.server";
import { listAdministratorEmails } from "#db/models/users.server";
import { deliveryStillWanted, markDeliveryEnded } from "~/features/newsletters/newsletters.model.server";
import { env } from "~/lib/env.server";
import { outboxChanged } from "~/lib/outbox-signal.server";
import { sessionSecret } from "~/lib/secret.server";

/*
 * Writing emails (docs/decisions/0028-email-outbox.md): into the outbox, inside the caller's
 * transaction, then the worker is woken once it has committed. Nothing here waits for SMTP.
 * The body, which carries reset and newsletter links, is stored sealed with a key the database
 * does not hold, and dropped once sent (docs/decisions/0034-attack-run-2026-11-25.md).
 */

export type OutboxKind =
  "contact-notification" | "contact-reply" | "password-reset" | "newsletter-confirmation" | "invitation" | "newsletter" | "newsletter-test";

type Body = Pick<OutboxMessage, "text" | "html" | "headers">;

let key: Buffer | undefined;
/** AES-256-GCM key derived from the session secret: a copy of the database alone cannot open a body. */
function bodyKey() {
  key ??= Buffer.from(hkdfSync("sha256", sessionSecret(), "mahami-outbox", "outbox body v1", 32));
  return key;
}

function seal(body: Body) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", bodyKey(), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(body), "utf8"), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), data]).toString("base64url")}`;
}

function open(sealed: string): Body {
  const bytes = Buffer.from(sealed.slice(3), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", bodyKey(), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8")) as Body;
}

/** Outbox `about` of the notifications of a contact message. */
export const contactMessageEmails = aboutContactMessage;

/** A message as the outbox keeps it: the envelope, and the body sealed. */
export function sealedMessage({ to, replyTo, subject, text, html, headers }: OutboxMessage): StoredMessage {
  return { to, replyTo, subject, sealed: seal({ text, html, headers }) };
}

/** Writes the emails (in `executor`'s transaction when given); call `outboxChanged` after the commit. */
export function queueEmails(emails: { kind: OutboxKind; message: OutboxMessage; about?: string }[], executor?: Executor) {
  return enqueueEmails(
    emails.map(({ kind, message, about }) => ({ kind, about, message: sealedMessage(message) })),
    executor,
  );
}

export interface DueEmail extends Omit<OutboxEntry, "message"> {
  message: OutboxMessage;
}

/**
 * Claims due emails with their bodies opened. One whose body cannot be opened (SESSION_SECRET
 * changed since it was written) fails at once instead of going out empty.
 */
export async function claimDueEmails(now: string, lockedUntil: string, limit: number): Promise<DueEmail[]> {
  const due: DueEmail[] = [];
  for (const email of await claimRows(now, lockedUntil, limit)) {
    const { sealed, ...envelope } = email.message;
    let body: Body | undefined;
    try {
      // A row written before bodies were sealed holds its body in clear.
      const legacy = envelope as Partial<OutboxMessage>;
      body = sealed ? open(sealed) : legacy.text === undefined ? undefined : { text: legacy.text, html: legacy.html ?? "", headers: legacy.headers };
    } catch {
      body = undefined;
    }
    if (!body) {
      await markEmailAttemptFailed(email.id, "The message body cannot be read (SESSION_SECRET changed?)", null);
      continue;
    }
    const opened = { ...email, message: { ...envelope, ...body } };
    if (email.kind === "newsletter" && !(await deliveryStillWanted(email.about))) {
      // Unsubscribed or bounced since the edition queued it (docs/decisions/0064-newsletters.md): never sent.
      await markEmailAttemptFailed(email.id, "The subscriber is no longer subscribed", null);
      await markDeliveryEnded(email.about, "skipped", new Date().toISOString());
    } else if (await mayStillReceive(opened)) due.push(opened);
    else await markEmailAttemptFailed(email.id, "The recipient no longer reads contact messages (not an administrator)", null);
  }
  return due;
}

/** Wakes this node's worker: call after the transaction that queued emails has committed. */
export const emailsQueued = outboxChanged;

/**
 * Who hears about a new contact message: NOTIFY_EMAIL, else every administrator — never an editor,
 * who may not read messages (docs/decisions/0039-roles.md).
 */
export async function notificationRecipients() {
  const configured = env().NOTIFY_EMAIL;
  if (configured.length > 0) return configured;
  return listAdministratorEmails();
}

/**
 * A notification still waiting when its recipient was demoted or removed goes to no one: the
 * recipients are asked again when it is sent.
 */
async function mayStillReceive(email: DueEmail) {
  if (email.kind !== "contact-notification") return true;
  const to = email.message.to.toLowerCase();
  return (await notificationRecipients()).some((recipient) => recipient.toLowerCase() === to);
}
