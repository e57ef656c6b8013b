import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { expect } from "vitest";
import { createDatabase } from "#db/connection.server";
import type { Database } from "#db/schema";
import { migrationProvider } from "#migrations/index";
import { createTestDatabase } from "./test-database";

export interface MigrationSteps {
  /** Migrates up (or down) to the named migration; fails the test on an error. */
  migrateTo: (name: string) => Promise<void>;
  /** Undoes the latest migration applied; fails the test on an error. */
  migrateDown: () => Promise<void>;
}

/**
 * A migration's test: a database of its own (SQLite, or PostgreSQL on that pass) migrated up to
 * `start`, for `run` to fill as the older schema had it, migrate on and check; dropped afterwards.
 */
export async function fromMigration(start: string, run: (db: Kysely<Database>, steps: MigrationSteps) => Promise<void>) {
  const database = await createTestDatabase();
  const { db, dialect } = createDatabase(database.databaseUrl);
  try {
    const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
    const steps: MigrationSteps = {
      migrateTo: async (name) => expect((await migrator.migrateTo(name)).error).toBeUndefined(),
      migrateDown: async () => expect((await migrator.migrateDown()).error).toBeUndefined(),
    };
    await steps.migrateTo(start);
    await run(db, steps);
  } finally {
    await db.destroy();
    await database.drop();
  }
}
