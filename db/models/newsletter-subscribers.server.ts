import { db } from "../database.server";
import type { NewsletterStatus } from "../schema";
import type { Executor } from "./transaction.server";

/*
 * The newsletter's double opt-in (docs/decisions/0028-email-outbox.md): an address is pending
 * until the link of its confirmation email is followed, then confirmed, until it unsubscribes.
 * Tokens arrive here already made; the confirmation token only as its hash.
 */

export interface NewsletterSignUp {
  email: string;
  locale: string;
  consentAt: string;
  consentIp: string;
  consentText: string;
  confirmTokenHash: string;
  confirmExpiresAt: string;
  /** Used only for a new address: a known one keeps the token its earlier emails carry. */
  unsubscribeToken: string;
}

/** What the dashboard and the API may show: never a token. */
const publicColumns = [
  "id",
  "email",
  "locale",
  "status",
  "createdAt",
  "consentAt",
  "consentIp",
  "consentText",
  "confirmedAt",
  "unsubscribedAt",
] as const;

/**
 * Records a sign-up. A new address, a pending one or one that had unsubscribed becomes pending with
 * this consent and confirmation token (`needsConfirmation`: send the email); a confirmed one is
 * left as it is. Two sign-ups of one new address at once: the second finds the first's row.
 */
export async function signUpForNewsletter(signUp: NewsletterSignUp, executor: Executor = db) {
  const email = signUp.email.trim();
  await executor
    .insertInto("newsletter_subscribers")
    .values({ ...signUp, email, status: "pending", createdAt: signUp.consentAt })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
  const existing = await executor.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
  if (existing.status === "confirmed") {
    // The same update as a renewal, changing nothing: a known address costs the same writes as a
    // new one, so the answer's timing does not tell who subscribed (docs/decisions/0028-email-outbox.md).
    const subscriber = await executor
      .updateTable("newsletter_subscribers")
      .set({ status: "confirmed" })
      .where("id", "=", existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { subscriber, needsConfirmation: false };
  }
  if (existing.confirmTokenHash === signUp.confirmTokenHash) return { subscriber: existing, needsConfirmation: true };
  const { unsubscribeToken: _kept, email: _same, ...renewed } = signUp;
  const subscriber = await executor
    .updateTable("newsletter_subscribers")
    .set({ ...renewed, status: "pending", unsubscribedAt: null })
    .where("id", "=", existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { subscriber, needsConfirmation: true };
}

/** Follows a confirmation link: "confirmed", or "invalid" for an unknown, used or expired one. */
export async function confirmNewsletterSubscription(confirmTokenHash: string, now: string) {
  const row = await db
    .updateTable("newsletter_subscribers")
    .set({ status: "confirmed", confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where("confirmTokenHash", "=", confirmTokenHash)
    .where("status", "=", "pending")
    .where("confirmExpiresAt", ">", now)
    .returning(["email", "locale"])
    .executeTakeFirst();
  return row ? ("confirmed" as const) : ("invalid" as const);
}

/** The subscriber an unsubscribe link names, if any. */
export async function getSubscriberByUnsubscribeToken(token: string) {
  if (!token) return undefined;
  return db.selectFrom("newsletter_subscribers").select(publicColumns).where("unsubscribeToken", "=", token).executeTakeFirst();
}

/** Unsubscribes the address an unsubscribe link names; doing it twice changes nothing. False for an unknown link. */
export async function unsubscribeFromNewsletter(token: string, now: string) {
  if (!token) return false;
  await db
    .updateTable("newsletter_subscribers")
    .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where("unsubscribeToken", "=", token)
    .where("status", "!=", "unsubscribed")
    .execute();
  return Boolean(await getSubscriberByUnsubscribeToken(token));
}

export async function listNewsletterSubscribers() {
  return db.selectFrom("newsletter_subscribers").select(publicColumns).orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}

export async function countNewsletterSubscribersByStatus() {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  const counts: Record<NewsletterStatus, number> = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
