import { type Kysely, sql } from "kysely";
import { kit } from "./kit-v1";

/*
 * A team member's name, position and bio in English beside the Arabic ones
 * (docs/decisions/0057-faq-and-team-as-bilingual-records.md). The existing columns keep their text as
 * the Arabic; the English ones start empty, so a member goes live again once an editor fills them.
 * The member's search trigger also watches the new columns, so an English edit reaches the index,
 * and every member is queued to be folded again with its English.
 */

const watched = (columns: readonly string[]) => columns.map((column) => `"${column}"`).join(", ");
const before = ["name", "position", "bio", "email"];
const english = ["nameEn", "positionEn", "bioEn"];
const after = [...before, ...english];

async function watch(db: Kysely<any>, columns: readonly string[]) {
  if (kit(db).dialect === "sqlite") {
    await sql`drop trigger team_members_search_update`.execute(db);
    await sql
      .raw(
        `create trigger team_members_search_update after update of ${watched(columns)} on team_members begin insert into search_pending(source, ref) values ('team', new."id"); end`,
      )
      .execute(db);
  } else {
    await sql`drop trigger team_members_search on team_members`.execute(db);
    await sql
      .raw(
        `create trigger team_members_search after insert or update of ${watched(columns)} or delete on team_members for each row execute function search_mark_id('team')`,
      )
      .execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of english) await db.schema.alterTable("team_members").addColumn(column, "text", (c) => c.notNull().defaultTo("")).execute();
  await watch(db, after);
  await db
    .insertInto("search_pending")
    .columns(["source", "ref"])
    .expression((eb) => eb.selectFrom("team_members").select([eb.val("team").as("source"), "id as ref"]))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await watch(db, before);
  for (const column of english) await db.schema.alterTable("team_members").dropColumn(column).execute();
}
