import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, inject, vi } from "vitest";

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

// An error logged during a test is a failure, not noise (as in the Epic Stack).
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(" ")}`);
  });
});
