import type { Migration, MigrationProvider } from "kysely";
import * as initial from "./2026-11-22T0000-initial";
import * as sessionDevices from "./2026-11-23T0000-session-devices";

/** Every migration in order. Add new files here; never edit one that has landed. */
const migrations: Record<string, Migration> = {
  "2026-11-22T0000-initial": initial,
  "2026-11-23T0000-session-devices": sessionDevices,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
