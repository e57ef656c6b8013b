/** `npm run db:migrate`: brings the database at DATABASE_URL to the latest schema. */
import { createDatabase, migrateToLatest } from "#db/connection.server";
import { databasePath, parseEnv } from "~/lib/env.server";

const env = parseEnv();
const { db } = createDatabase(databasePath(env.DATABASE_URL));
const applied = await migrateToLatest(db);
console.log(applied.length > 0 ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
await db.destroy();
