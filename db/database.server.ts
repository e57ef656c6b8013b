import { databasePath } from "~/lib/env.server";
import { createDatabase } from "./connection.server";

/** The application's database, opened at DATABASE_URL on first import. */
export const { db, sqlite } = createDatabase(databasePath());

export async function closeDatabase() {
  await db.destroy();
}
