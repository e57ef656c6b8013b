import type { Migration, MigrationProvider } from "kysely";
import * as initial from "./2026-11-22T0000-initial";

/** Every migration in order. Add new files here; never edit one that has landed. */
const migrations: Record<string, Migration> = {
  "2026-11-22T0000-initial": initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
