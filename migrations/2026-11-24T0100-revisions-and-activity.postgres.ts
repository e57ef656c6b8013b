import { sql, type Kysely } from "kysely";

/*
 * History and the activity log (docs/decisions/0025-history-and-activity.md): one revision per
 * write to an editable entity (its whole row before and after, as JSON text), and one activity
 * entry per administrator action or sign-in event. Both only grow: nothing in the app updates or
 * deletes them. PostgreSQL's half; the SQLite twin is the `.sqlite.ts` file. Never edit after it lands.
 */
const now = sql`now()`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("revisions")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entityId", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("before", "text")
    .addColumn("after", "text")
    .addColumn("actorId", "integer")
    .addColumn("actorEmail", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("restoredFrom", "integer")
    .addColumn("createdAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("revisions_entity").on("revisions").columns(["entity", "entityId", "id"]).execute();

  await db.schema
    .createTable("activity")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("actorId", "integer")
    .addColumn("actorEmail", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("entityId", "integer")
    .addColumn("ip", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("activity_actor").on("activity").columns(["actorEmail", "id"]).execute();
  await db.schema.createIndex("activity_action").on("activity").columns(["action", "id"]).execute();
  await db.schema.createIndex("activity_actor_action").on("activity").columns(["actorEmail", "action", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("activity").execute();
  await db.schema.dropTable("revisions").execute();
}
