import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sendContactLoad } from "../resilience/load";
import { queryRow, queryRows } from "../support/database";
import { api, signIn } from "../support/http";
import { adminEmail, startServer } from "../support/server";
import { createTestDatabase, testDialect } from "../support/test-database";

/*
 * `npm run db:copy -- <from> <to>` between the suite's database and SQLite files: on the
 * PostgreSQL pass that is PostgreSQL → SQLite → PostgreSQL, both directions.
 */

const folder = mkdtempSync(join(tmpdir(), "mahami-copy-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function dbCopy(...args: string[]) {
  const result = spawnSync("npm", ["run", "--silent", "db:copy", "--", ...args], { encoding: "utf8", env: { ...process.env } });
  return { status: result.status, output: result.stdout + result.stderr };
}

const tables = [
  "users",
  "sessions",
  "content_items",
  "button_links",
  "header_settings",
  "footer_settings",
  "team_members",
  "contact_messages",
  "newsletter_subscribers",
  "rate_limits",
];

/** Every row of every table, ids included, as comparable text. */
async function everyRow(databaseUrl: string) {
  const rows: Record<string, unknown> = {};
  for (const table of tables) rows[table] = await queryRows({ databaseUrl }, `select * from ${table} order by 1, 2`);
  return rows;
}

// Three runs of the command (tsx compiles it each time) and two servers: more than the default minute.
describe(`npm run db:copy (${testDialect} → SQLite → ${testDialect})`, { timeout: 240_000 }, () => {
  it("copies a whole site there and back, keeping every row and id, and the copy runs", async () => {
    const source = await createTestDatabase();
    const back = await createTestDatabase();
    const middle = join(folder, "middle.db");
    const site = await startServer({ DATABASE_URL: source.databaseUrl, TRUST_PROXY: "1" });
    let cookie = "";
    try {
      cookie = await signIn(site, "192.0.2.10");
      const items = (await api(site, "GET", "/api/admin/content", { cookie })).body as { id: number; key: string }[];
      const title = items.find((item) => item.key === "home.hero.title")!;
      expect((await api(site, "PATCH", `/api/admin/content/${title.id}`, { cookie, body: { valueEn: "Copied hero" } })).status).toBe(200);
      const member = { name: "Maryam", position: "Founder", bio: "", imageUrl: "", email: "", phone: "", isActive: false, order: 3 };
      expect((await api(site, "POST", "/api/admin/team", { cookie, body: member })).status).toBe(201);
      expect((await api(site, "POST", "/api/newsletter", { ip: "192.0.2.11", body: { email: "Parent@Example.com" } })).status).toBe(202);
      const sent = await sendContactLoad(site, { total: 30, concurrency: 5, runId: "copy" });
      expect(sent.every((submission) => submission.status === 201)).toBe(true);
      // A gap in the ids, which the copy must keep.
      const [, second] = sent;
      expect((await api(site, "DELETE", `/api/admin/contacts/${second.id}`, { cookie })).status).toBe(204);
    } finally {
      await site.stop();
    }

    const there = dbCopy(source.databaseUrl, middle);
    expect(there.status, there.output).toBe(0);
    expect(there.output).toContain("contact_messages: 29 rows");
    const refused = dbCopy(middle, source.databaseUrl);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("already holds a site");
    const again = dbCopy(middle, back.databaseUrl);
    expect(again.status, again.output).toBe(0);

    const original = await everyRow(source.databaseUrl);
    expect(await everyRow(middle)).toEqual(original);
    expect(await everyRow(back.databaseUrl)).toEqual(original);
    const versions = await Promise.all(
      [source.databaseUrl, back.databaseUrl].map((databaseUrl) =>
        queryRow<{ version: number }>({ databaseUrl }, "select version from content_version"),
      ),
    );
    expect(versions[1].version).toBeGreaterThan(versions[0].version);

    const copy = await startServer({ DATABASE_URL: back.databaseUrl, TRUST_PROXY: "1" });
    try {
      // The session, the edit and the ids came along; new rows get ids after the copied ones.
      expect((await api(copy, "GET", "/api/auth/user", { cookie })).body).toMatchObject({ email: adminEmail });
      expect(await (await fetch(`${copy.url}/en`)).text()).toContain("Copied hero");
      const { max } = await queryRow<{ max: number }>(back, "select max(id) as max from contact_messages");
      const [next] = await sendContactLoad(copy, { total: 1, concurrency: 1, runId: "after-copy" });
      expect(next).toMatchObject({ status: 201, id: max + 1 });
      const newMember = await api(copy, "POST", "/api/admin/team", { cookie, body: { name: "Next", position: "Role" } });
      expect(newMember.status).toBe(201);
    } finally {
      await copy.stop();
      await source.drop();
      await back.drop();
    }
  });
});
