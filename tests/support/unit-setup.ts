import { copyFileSync } from "node:fs";
import { afterAll, beforeEach, inject, vi } from "vitest";
import { createTestDatabase, testDialect, testSessionSecret } from "./test-database";

/**
 * Each test file gets its own copy of the migrated base database, chosen before any app
 * module opens it (the db module reads DATABASE_URL on import).
 */
const base = inject("baseDatabase");
const own =
  testDialect === "postgres"
    ? await createTestDatabase({ template: new URL(base).pathname.slice(1) })
    : await createTestDatabase().then((database) => (copyFileSync(base, database.databaseUrl), database));
process.env.DATABASE_URL = own.databaseUrl;
if (testDialect === "postgres") process.env.SESSION_SECRET = testSessionSecret;

afterAll(async () => {
  const { closeDatabase } = await import("#db/database.server");
  await closeDatabase();
  await own.drop();
});

// An error logged during a test is a failure, not noise (as in the Epic Stack).
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(" ")}`);
  });
});
