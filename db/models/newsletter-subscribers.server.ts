import { db } from "../database.server";

/** Subscribes an email once; a repeated address is reported, not an error. */
export async function subscribeToNewsletter(email: string, locale: string) {
  const result = await db
    .insertInto("newsletter_subscribers")
    .values({ email: email.trim(), locale })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .executeTakeFirst();
  const created = Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  const subscriber = await db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email.trim()).executeTakeFirstOrThrow();
  return { created, subscriber };
}

export async function listNewsletterSubscribers() {
  return db.selectFrom("newsletter_subscribers").selectAll().orderBy("createdAt", "desc").execute();
}
