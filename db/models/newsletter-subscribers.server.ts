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

/** Confirmation emails one address may be sent: one per 10 minutes, three per day (docs/decisions/0034-attack-run-2026-11-25.md). */
export const confirmationEmailCap = [
  { withinMs: 10 * 60 * 1000, max: 1 },
  { withinMs: 24 * 60 * 60 * 1000, max: 3 },
] as const;

/** Appends to an address's consent history; rows there are never changed or deleted by the app. */
async function recordConsentEvent(
  executor: Executor,
  event: {
    subscriberId: number;
    event: "sign-up" | "confirm" | "unsubscribe";
    at: string;
    ip?: string;
    locale?: string;
    consentText?: string;
    emailSent?: boolean;
  },
) {
  const { emailSent, ...values } = event;
  await executor
    .insertInto("newsletter_consent_events")
    .values({ ...values, ...(emailSent !== undefined && { emailSent: emailSent ? 1 : 0 }) })
    .execute();
}

/** Whether `subscriberId` was sent as many confirmation emails as the cap allows, as of `now`. */
async function confirmationCapReached(executor: Executor, subscriberId: number, now: string) {
  for (const { withinMs, max } of confirmationEmailCap) {
    const row = await executor
      .selectFrom("newsletter_consent_events")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("subscriberId", "=", subscriberId)
      .where("event", "=", "sign-up")
      .where("emailSent", "=", 1)
      .where("at", ">", new Date(Date.parse(now) - withinMs).toISOString())
      .executeTakeFirstOrThrow();
    if (Number(row.count) >= max) return true;
  }
  return false;
}

/**
 * Records a sign-up in the consent history. A new address, a pending one or one that had
 * unsubscribed becomes pending with this consent and confirmation token (`needsConfirmation`: send
 * the email), unless the address had its confirmation emails for now (the cap): then nothing
 * changes and its last link stays valid. A confirmed one is left as it is. An opt-out's time is
 * kept. Two sign-ups of one address at once: the second waits on the first's row lock.
 */
export async function signUpForNewsletter(signUp: NewsletterSignUp, executor: Executor = db) {
  const email = signUp.email.trim();
  await executor
    .insertInto("newsletter_subscribers")
    .values({ ...signUp, email, status: "pending", createdAt: signUp.consentAt })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
  // The same write for every address (it locks the row): a known address costs what a new one does,
  // so the answer's timing does not tell who subscribed (docs/decisions/0028-email-outbox.md).
  const existing = await executor
    .updateTable("newsletter_subscribers")
    .set((eb) => ({ status: eb.ref("status") }))
    .where("email", "=", email)
    .returningAll()
    .executeTakeFirstOrThrow();
  const fresh = existing.confirmTokenHash === signUp.confirmTokenHash;
  // Counted for every address, confirmed ones too, so the cap's queries tell nothing either.
  const capped = await confirmationCapReached(executor, existing.id, signUp.consentAt);
  const needsConfirmation = existing.status !== "confirmed" && (fresh || !capped);
  await recordConsentEvent(executor, {
    subscriberId: existing.id,
    event: "sign-up",
    at: signUp.consentAt,
    ip: signUp.consentIp,
    locale: signUp.locale,
    consentText: signUp.consentText,
    emailSent: needsConfirmation,
  });
  if (!needsConfirmation || fresh) return { subscriber: existing, needsConfirmation };
  const { unsubscribeToken: _kept, email: _same, ...renewed } = signUp;
  const subscriber = await executor
    .updateTable("newsletter_subscribers")
    .set({ ...renewed, status: "pending" })
    .where("id", "=", existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { subscriber, needsConfirmation: true };
}

/** Follows a confirmation link: "confirmed", or "invalid" for an unknown, used or expired one. */
export async function confirmNewsletterSubscription(confirmTokenHash: string, now: string) {
  const row = await db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable("newsletter_subscribers")
      .set({ status: "confirmed", confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where("confirmTokenHash", "=", confirmTokenHash)
      .where("status", "=", "pending")
      .where("confirmExpiresAt", ">", now)
      .returning(["id", "email", "locale"])
      .executeTakeFirst();
    if (confirmed) await recordConsentEvent(trx, { subscriberId: confirmed.id, event: "confirm", at: now, locale: confirmed.locale });
    return confirmed;
  });
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
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("newsletter_subscribers")
      .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where("unsubscribeToken", "=", token)
      .where("status", "!=", "unsubscribed")
      .returning("id")
      .executeTakeFirst();
    if (row) await recordConsentEvent(trx, { subscriberId: row.id, event: "unsubscribe", at: now });
  });
  return Boolean(await getSubscriberByUnsubscribeToken(token));
}

export async function listNewsletterSubscribers() {
  return db.selectFrom("newsletter_subscribers").select(publicColumns).orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}

/**
 * One screen of the dashboard's list, newest first (a page past the end: the last; docs/decisions/0064-newsletters.md,
 * amendment of 2026-11-29): 10,000 subscribers are never read, nor rendered, at once. All of them are
 * sliced in SQL; a search's matches (`matches`, any number of ids) are ordered by their ids alone, then
 * the screen's rows read — never one `in` list of thousands of values.
 */
export async function newsletterSubscribersScreen({ page, pageSize, matches }: { page: number; pageSize: number; matches?: ReadonlySet<number> }) {
  if (!matches) {
    const { count } = await db
      .selectFrom("newsletter_subscribers")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    const pages = Math.max(1, Math.ceil(Number(count) / pageSize));
    const shown = Math.min(page, pages);
    const subscribers = await db
      .selectFrom("newsletter_subscribers")
      .select(publicColumns)
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((shown - 1) * pageSize)
      .execute();
    return { subscribers, page: shown, pages };
  }
  const ordered = await db.selectFrom("newsletter_subscribers").select("id").orderBy("createdAt", "desc").orderBy("id", "desc").execute();
  const found = ordered.filter((row) => matches.has(row.id)).map((row) => row.id);
  const pages = Math.max(1, Math.ceil(found.length / pageSize));
  const shown = Math.min(page, pages);
  const ids = found.slice((shown - 1) * pageSize, shown * pageSize);
  const subscribers =
    ids.length === 0
      ? []
      : await db
          .selectFrom("newsletter_subscribers")
          .select(publicColumns)
          .where("id", "in", ids)
          .orderBy("createdAt", "desc")
          .orderBy("id", "desc")
          .execute();
  return { subscribers, page: shown, pages };
}

export async function countNewsletterSubscribersByStatus() {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  const counts: Record<NewsletterStatus, number> = { pending: 0, confirmed: 0, unsubscribed: 0, bounced: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
