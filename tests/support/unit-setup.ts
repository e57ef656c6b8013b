import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, inject } from "vitest";

/**
 * Each test file gets its own copy of the migrated base database, chosen before any app
 * module opens it (the db module reads DATABASE_URL on import).
 */
const file = join(mkdtempSync(join(tmpdir(), "mahami-test-")), "test.db");
copyFileSync(inject("baseDatabase"), file);
process.env.DATABASE_URL = file;

afterAll(async () => {
  const { closeDatabase } = await import("#db/database.server");
  await closeDatabase();
});
