import { db, dialect } from "#db/database.server";
import { migrateToLatest } from "#db/connection.server";
import { insertMissingButtonLinks } from "#db/models/button-links.server";
import { systemActor } from "#db/models/activity.server";
import { countUsers, createUser } from "#db/models/users.server";
import { isUniqueViolation } from "#db/unique-violation.server";
import { defaultButtonLinks } from "~/content/button-defaults";
import { seedDictionary, upgradeDefaults } from "~/services/dictionary.server";
import type { Env } from "~/lib/env.server";
import { hashPassword, randomPassword } from "~/lib/password.server";
import { warmPasswordPolicy } from "~/lib/password-policy.server";
import { sessionSecret } from "~/lib/secret.server";
import { log } from "~/domain/log.server";

/**
 * The first administrator, only while the users table is empty: ADMIN_EMAIL/ADMIN_PASSWORD when
 * given, otherwise admin@mahami.qa with a random password printed once. Once anyone exists the
 * variables are ignored, so an administrator deleted from the dashboard stays deleted across
 * restarts (it used to be recreated whenever its email was missing). Nodes starting together on
 * one database may both try: the one that loses the race finds the account there and says nothing.
 */
export async function ensureFirstAdmin(
  env: Pick<Env, "ADMIN_EMAIL" | "ADMIN_PASSWORD">,
  say = (message: string) => log.info({ event: "admin.created" }, message),
) {
  if ((await countUsers()) > 0) return;
  const email = env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? env.ADMIN_EMAIL : "admin@mahami.qa";
  const password = env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : randomPassword();
  try {
    await createUser(email, await hashPassword(password), systemActor, "administrator");
  } catch (error) {
    if (isUniqueViolation(error)) return;
    throw error;
  }
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    say(`Created administrator ${env.ADMIN_EMAIL} from ADMIN_EMAIL/ADMIN_PASSWORD.`);
    return;
  }
  // The one secret ever written to the log, on purpose: nobody could sign in otherwise (docs/decisions/0035-logs-and-metrics.md).
  say(
    `First administrator created (shown only this once): email: admin@mahami.qa password: ${password} — sign in at /admin-login and change it, or run npm run admin:create.`,
  );
}

/** Everything the database needs before the first request. */
export async function prepareDatabase(env: Env) {
  const applied = await migrateToLatest(db, dialect);
  log.info(
    { event: "migrations", dialect, applied: applied.length, ...(applied.length > 0 && { last: applied.at(-1) }) },
    applied.length > 0 ? `Applied ${applied.length} migrations` : "Database schema is up to date",
  );
  await seedDictionary();
  const upgraded = await upgradeDefaults();
  if (upgraded.length > 0)
    log.info(
      { event: "content.defaults-upgraded", count: upgraded.length },
      `Moved ${upgraded.length} unedited content items to their new default text`,
    );
  await insertMissingButtonLinks(defaultButtonLinks);
  await ensureFirstAdmin(env);
  warmPasswordPolicy();
  // The generated secret is made, or narrowed to 0600, at start-up rather than at the first signed cookie.
  sessionSecret();
}
