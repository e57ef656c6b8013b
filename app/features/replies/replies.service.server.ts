import { createHmac, randomUUID } from "node:crypto";
import { type Actor, recordActivity } from "#db/models/activity.server";
import type { TFunction } from "i18next";
import { getContactMessage } from "#db/models/contact-messages.server";
import { advanceMessage, insertReply, latestReply, linkReplyEmail, listNotes, listReplies, threadIds } from "#db/models/contact-replies.server";
import type { Locale } from "~/config/site";
import { formatDateTime } from "~/domain/formats";
import { inTransaction } from "#db/models/transaction.server";
import type { ContactMessageRow } from "#db/schema";
import { StaleWrite } from "#db/versioned.server";
import { env } from "~/lib/env.server";
import { sessionSecret } from "~/lib/secret.server";
import { emailSender } from "~/services/company.server";
import { contactReplyEmail } from "~/services/emails.server";
import { contactMessageEmails, emailsQueued, queueEmails } from "~/services/outbox.server";

/*
 * A reply to a contact message (docs/decisions/0061-replies-from-the-inbox.md): the message moves to
 * its next version and to `answered`, the reply is stored, its email written to the outbox and the
 * activity logged — one transaction, so a reply written against a version someone else has already
 * answered changes nothing and sends nothing.
 */

/** The support address a parent's answer goes to: SUPPORT_EMAIL, else the first NOTIFY_EMAIL. */
export function supportAddress() {
  const { SUPPORT_EMAIL, NOTIFY_EMAIL } = env();
  return SUPPORT_EMAIL ?? NOTIFY_EMAIL[0];
}

/** The domain of the Message-IDs: MAIL_FROM's, else the public URL's host, else mahami.qa. */
function idDomain() {
  const from = env().MAIL_FROM;
  const address = from?.match(/<([^<>]+)>\s*$/)?.[1] ?? from;
  const domain = address?.split("@")[1]?.trim();
  if (domain && /^[A-Za-z0-9.-]+$/.test(domain)) return domain;
  const publicUrl = env().PUBLIC_URL;
  return publicUrl ? new URL(publicUrl).hostname : "mahami.qa";
}

/**
 * The stable Message-ID that starts a message's thread (its first reply's): the same for that
 * message whenever it is computed, not guessable from its number.
 */
export function threadRootId(message: Pick<ContactMessageRow, "id" | "createdAt">) {
  const tag = createHmac("sha256", sessionSecret()).update(`contact-thread:${message.id}:${message.createdAt}`).digest("base64url").slice(0, 16);
  return `<contact-${message.id}.${tag}@${idDomain()}>`;
}

/** The threading headers of the next reply, after `earlier` (Message-IDs, oldest first). */
export function threadHeaders(root: string, earlier: string[]): { messageId: string; headers: Record<string, string> } {
  const messageId = earlier.length === 0 ? root : `<reply.${randomUUID()}@${idDomain()}>`;
  if (earlier.length === 0) return { messageId, headers: { "Message-ID": messageId } };
  // The root and the latest ones: References stays short however long the thread grows.
  const references = earlier.length > 10 ? [earlier[0], ...earlier.slice(-9)] : earlier;
  return {
    messageId,
    headers: { "Message-ID": messageId, "In-Reply-To": earlier[earlier.length - 1], References: references.join(" ") },
  };
}

export type ReplyOutcome =
  | { status: "sent"; replyId: number; message: ContactMessageRow }
  | { status: "missing" }
  | { status: "stale"; answeredBy: string | null; answeredAt: string | null };

export async function sendReply({
  messageId,
  body,
  language,
  expected,
  actor,
}: {
  messageId: number;
  body: string;
  language?: "ar" | "en";
  /** The version the reply was written against; undefined: whatever it is now (the API without If-Match). */
  expected: number | undefined;
  actor: Actor;
}): Promise<ReplyOutcome> {
  const legalNames = await emailSender();
  try {
    const outcome = await inTransaction(async (trx) => {
      const row = await advanceMessage(trx, messageId, expected, { status: "answered", isRead: 1 });
      if (!row) return undefined;
      const locale = language ?? row.language;
      const { messageId: emailMessageId, headers } = threadHeaders(threadRootId(row), await threadIds(trx, messageId));
      const reply = await insertReply(trx, { messageId, actor, language: locale, body, emailMessageId });
      const [outboxId] = await queueEmails(
        [
          {
            kind: "contact-reply",
            message: contactReplyEmail({ original: row, body, locale, replyTo: supportAddress(), headers }, legalNames),
            about: contactMessageEmails(messageId),
          },
        ],
        trx,
      );
      await linkReplyEmail(trx, reply.id, outboxId);
      await recordActivity(trx, {
        actor,
        action: "message.reply",
        entity: "message",
        entityId: messageId,
        summary: `${row.fullName} — ${row.subject}`,
      });
      return { replyId: reply.id, message: row };
    });
    if (!outcome) return { status: "missing" };
    emailsQueued();
    return { status: "sent", ...outcome };
  } catch (error) {
    if (!(error instanceof StaleWrite)) throw error;
    const last = await latestReply(messageId);
    return { status: "stale", answeredBy: last?.authorEmail ?? null, answeredAt: last?.createdAt ?? null };
  }
}

/** `{{name}}` in a saved reply becomes the sender's name. */
export function fillSavedReply(text: string, name: string) {
  return text.replace(/\{\{\s*name\s*\}\}/g, name);
}

/** A message with its replies (each with its delivery state) and its internal notes, oldest first. */
export async function readThread(id: number) {
  const message = await getContactMessage(id);
  if (!message) return undefined;
  const [replies, notes] = await Promise.all([listReplies(id), listNotes(id)]);
  return { ...message, replies, notes };
}

/** The sentence that refuses a second answer: who answered and when (or that the message changed). */
export function staleReplyText(t: TFunction, locale: Locale, stale: { answeredBy: string | null; answeredAt: string | null }) {
  return stale.answeredBy && stale.answeredAt
    ? t("admin.replies.stale", { who: stale.answeredBy, when: formatDateTime(stale.answeredAt, locale) })
    : t("admin.replies.staleChanged");
}
