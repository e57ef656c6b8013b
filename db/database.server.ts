import { databaseUrl } from "~/domain/database-url";
import { createDatabase } from "./connection.server";

/**
 * The application's database, opened at DATABASE_URL on first import: PostgreSQL for a
 * postgres:// URL, else a SQLite file. `dialect` is for the few places outside db/models that
 * differ (start-up checks, tools); the models themselves are the same on both.
 */
export const { db, dialect, file: databaseFile, sqlite, pool } = createDatabase(databaseUrl());

export async function closeDatabase() {
  await db.destroy();
}
