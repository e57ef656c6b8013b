import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "#db/unique-violation.server";
import { migrationProvider } from "#migrations/index";
import { kit } from "#migrations/kit-v1";
import { fromMigration } from "../support/migrations";
import { testDialect } from "../support/test-database";

/*
 * A migration written once through migrations/kit-v1.ts makes on each database what the landed
 * pairs made: the same column definitions and triggers, ids, times, bytes, flags and caseless text
 * that behave alike, and the content version moved by every write.
 */

const scratch = {
  async up(db: Kysely<any>) {
    const k = kit(db);
    await db.schema
      .createTable("kit_scratch")
      .addColumn("id", ...k.id())
      .addColumn("email", ...k.caseless((c) => c.notNull().unique()))
      .addColumn("data", ...k.bytes((c) => c.notNull()))
      .addColumn("isActive", ...k.flag(true))
      .addColumn("isRead", ...k.flag(false))
      .addColumn("version", ...k.big((c) => c.notNull()))
      .addColumn("createdAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
      .addColumn("sentAt", ...k.timestamp())
      .execute();
    await k.versionTrigger("kit_scratch");
  },
  async down(db: Kysely<any>) {
    await kit(db).dropVersionTrigger("kit_scratch");
    await db.schema.dropTable("kit_scratch").execute();
  },
};

/** Each scratch column beside the landed column it must match. */
const twins: Record<string, [table: string, column: string]> = {
  id: ["media", "id"],
  email: ["users", "email"],
  data: ["media", "data"],
  isActive: ["team_members", "isActive"],
  isRead: ["contact_messages", "isRead"],
  version: ["content_version", "version"],
  createdAt: ["media", "createdAt"],
  sentAt: ["outbox", "sentAt"],
};

/** SQLite: each column's definition as written in sqlite_master (type, default, constraints, collation). */
async function sqliteColumns(db: Kysely<any>, table: string) {
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  const body = rows[0].sql.slice(rows[0].sql.indexOf("(") + 1, -1);
  return Object.fromEntries(body.split(/, (?=")/).map((definition) => [definition.match(/^"([^"]+)"/)![1], definition.replace(/^"[^"]+" /, "")]));
}

/** PostgreSQL: each column as information_schema describes it. */
async function postgresColumns(db: Kysely<any>, table: string) {
  const { rows } = await sql<Record<string, string>>`
    select column_name, data_type, udt_name, is_nullable, column_default, is_identity, identity_generation
    from information_schema.columns where table_name = ${table}`.execute(db);
  return Object.fromEntries(rows.map(({ column_name, ...rest }) => [column_name, rest]));
}

/** The version triggers on a table, its name replaced by `TABLE` so two tables compare. */
async function versionTriggers(db: Kysely<any>, table: string) {
  const { rows } =
    testDialect === "sqlite"
      ? await sql<{ definition: string }>`select sql as definition from sqlite_master where type = 'trigger' and tbl_name = ${table}`.execute(db)
      : await sql<{ definition: string }>`
          select tgtype || ' ' || pg_get_triggerdef(oid) as definition from pg_trigger
          where tgrelid = ${table}::regclass and not tgisinternal`.execute(db);
  // Only the content version's: a table may carry others (the search index's, docs/decisions/0041-search-index.md).
  return rows
    .filter((row) => row.definition.includes("content_version"))
    .map((row) => row.definition.replaceAll(table, "TABLE"))
    .sort();
}

const contentVersion = async (db: Kysely<any>) =>
  Number((await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirstOrThrow()).version);

async function latestMigration() {
  return Object.keys(await migrationProvider(testDialect).getMigrations()).at(-1)!;
}

describe("migrations/kit-v1.ts", () => {
  it("creates columns and triggers indistinguishable from the landed pairs' on this database", async () => {
    await fromMigration(await latestMigration(), async (db) => {
      expect(kit(db).dialect).toBe(testDialect);
      await scratch.up(db);
      const columns = testDialect === "sqlite" ? sqliteColumns : postgresColumns;
      const made = await columns(db, "kit_scratch");
      for (const [name, [table, column]] of Object.entries(twins)) {
        expect(made[name], `${name} as ${table}.${column}`).toEqual((await columns(db, table))[column]);
      }
      expect(await versionTriggers(db, "kit_scratch")).toEqual(await versionTriggers(db, "media"));
      expect((await versionTriggers(db, "kit_scratch")).length).toBe(testDialect === "sqlite" ? 3 : 1);

      await scratch.down(db);
      expect(await versionTriggers(db, "media")).toHaveLength(testDialect === "sqlite" ? 3 : 1);
      const { rows } =
        testDialect === "sqlite"
          ? await sql`select name from sqlite_master where tbl_name = 'kit_scratch'`.execute(db)
          : await sql`select table_name from information_schema.tables where table_name = 'kit_scratch'`.execute(db);
      expect(rows).toEqual([]);
    });
  });

  it("generates ids, stamps and keeps times, keeps bytes and flags, compares text caselessly, moves the content version", async () => {
    await fromMigration(await latestMigration(), async (typed) => {
      const db = typed as Kysely<any>;
      await scratch.up(db);
      const k = kit(db);
      const bytes = Buffer.from([0, 1, 127, 128, 255]);
      const big = 2 ** 40 + 1;

      let version = await contentVersion(db);
      const first = await db
        .insertInto("kit_scratch")
        .values({ email: "Admin@X.qa", data: bytes, version: big, sentAt: "2026-11-25T10:00:00.123Z" })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect(await contentVersion(db)).toBe(++version);
      const second = await db
        .insertInto("kit_scratch")
        .values({ email: "other@x.qa", data: Buffer.alloc(0), version: 1 })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect(await contentVersion(db)).toBe(++version);
      expect(typeof first.id).toBe("number");
      expect(second.id).toBeGreaterThan(first.id);

      const row = await db.selectFrom("kit_scratch").selectAll().where("id", "=", first.id).executeTakeFirstOrThrow();
      expect(row.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Math.abs(Date.parse(row.createdAt) - Date.now())).toBeLessThan(60_000);
      expect(row.sentAt).toBe("2026-11-25T10:00:00.123Z");
      expect(Buffer.from(row.data).equals(bytes)).toBe(true);
      expect(row.version).toBe(big);
      expect([Boolean(row.isActive), Boolean(row.isRead)]).toEqual([true, false]);

      await db
        .updateTable("kit_scratch")
        .set({ isRead: k.flagValue(true), isActive: k.flagValue(false) })
        .where("id", "=", first.id)
        .execute();
      expect(await contentVersion(db)).toBe(++version);
      const flags = await db.selectFrom("kit_scratch").select(["isActive", "isRead"]).where("id", "=", first.id).executeTakeFirstOrThrow();
      expect([Boolean(flags.isActive), Boolean(flags.isRead)]).toEqual([false, true]);
      expect(await db.selectFrom("kit_scratch").select("id").where("isRead", "=", k.flagValue(true)).execute()).toEqual([{ id: first.id }]);

      const found = await db.selectFrom("kit_scratch").select(["id", "email"]).where("email", "=", "admin@x.qa").execute();
      expect(found).toEqual([{ id: first.id, email: "Admin@X.qa" }]);
      const duplicate = await db
        .insertInto("kit_scratch")
        .values({ email: "ADMIN@x.QA", data: bytes, version: 1 })
        .execute()
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(isUniqueViolation(duplicate)).toBe(true);
      expect(await contentVersion(db)).toBe(version);

      await db.deleteFrom("kit_scratch").where("id", "=", second.id).execute();
      expect(await contentVersion(db)).toBe(++version);
      await scratch.down(db);
    });
  });
});
