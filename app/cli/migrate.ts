/** `npm run db:migrate`: brings the database at DATABASE_URL (SQLite or PostgreSQL) to the latest schema. */
import { createDatabase, migrateToLatest } from "#db/connection.server";
import { parseEnv } from "~/lib/env.server";

const env = parseEnv();
const { db, dialect } = createDatabase(env.DATABASE_URL);
const applied = await migrateToLatest(db, dialect);
console.log(applied.length > 0 ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
await db.destroy();
