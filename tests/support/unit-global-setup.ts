import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase, migrateToLatest } from "#db/connection.server";

/** Builds one migrated database that every unit test file copies (tests/support/unit-setup.ts). */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const folder = mkdtempSync(join(tmpdir(), "mahami-unit-"));
  const base = join(folder, "base.db");
  const { db, sqlite } = createDatabase(base);
  await migrateToLatest(db);
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  await db.destroy();
  provide("baseDatabase", base);
  return () => rmSync(folder, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    baseDatabase: string;
  }
}
