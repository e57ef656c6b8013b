import { db } from "#db/database.server";
import { migrateToLatest } from "#db/connection.server";
import { insertMissingButtonLinks } from "#db/models/button-links.server";
import { countUsers, createUser } from "#db/models/users.server";
import { defaultButtonLinks } from "~/content/button-defaults";
import { seedDictionary } from "~/content/dictionary.server";
import type { Env } from "~/lib/env.server";
import { hashPassword, randomPassword } from "~/lib/password.server";

/**
 * The first administrator, only while the users table is empty: ADMIN_EMAIL/ADMIN_PASSWORD when
 * given, otherwise admin@mahami.qa with a random password printed once. Once anyone exists the
 * variables are ignored, so an administrator deleted from the dashboard stays deleted across
 * restarts (it used to be recreated whenever its email was missing).
 */
export async function ensureFirstAdmin(env: Pick<Env, "ADMIN_EMAIL" | "ADMIN_PASSWORD">, log = console.log) {
  if ((await countUsers()) > 0) return;
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await createUser(env.ADMIN_EMAIL, await hashPassword(env.ADMIN_PASSWORD));
    log(`Created administrator ${env.ADMIN_EMAIL} from ADMIN_EMAIL/ADMIN_PASSWORD.`);
    return;
  }
  const password = randomPassword();
  await createUser("admin@mahami.qa", await hashPassword(password));
  log(
    [
      "",
      "==================================================================",
      "  First administrator created (shown only this once):",
      "    email:    admin@mahami.qa",
      `    password: ${password}`,
      "  Sign in at /admin-login and change it, or run npm run admin:create.",
      "==================================================================",
      "",
    ].join("\n"),
  );
}

/** Everything the database needs before the first request. */
export async function prepareDatabase(env: Env) {
  await migrateToLatest(db);
  await seedDictionary();
  await insertMissingButtonLinks(defaultButtonLinks);
  await ensureFirstAdmin(env);
}
