import { createDatabase, migrateToLatest } from "#db/connection.server";
import { createTestDatabase } from "./test-database";

/**
 * Builds one migrated database that every unit test file copies (tests/support/unit-setup.ts):
 * a SQLite file, or on PostgreSQL a database used as the template of each file's own.
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const base = await createTestDatabase();
  const { db, dialect } = createDatabase(base.databaseUrl);
  await migrateToLatest(db, dialect);
  await db.destroy();
  provide("baseDatabase", base.databaseUrl);
  return () => base.drop();
}

declare module "vitest" {
  export interface ProvidedContext {
    baseDatabase: string;
  }
}
