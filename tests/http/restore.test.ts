import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import SQLite from "better-sqlite3";
import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, migrateToLatest } from "#db/connection.server";
import { siteTables } from "#db/site-copy.server";
import { migrationProvider } from "#migrations/index";
import { report, storedTokens } from "../resilience/load";
import { execute, integrityCheck, queryRow, snapshotTables } from "../support/database";
import { api, request, signIn } from "../support/http";
import { startServer, type TestServer } from "../support/server";
import { createTestDatabase, testDialect, testSessionSecret } from "../support/test-database";

/*
 * `npm run restore -- <backup-file> [--to <DATABASE_URL>]` (docs/decisions/0037-restore.md): the
 * drill (a backup taken under a write load, restored into a fresh database that then serves the
 * same site with every message acknowledged before the backup), and the refusals that change nothing.
 * On the PostgreSQL pass the backup of the live database is `npm run db:copy` to a SQLite file,
 * as docs/operations.md says for PostgreSQL, and the restore goes back into a fresh PostgreSQL database.
 */

const folder = mkdtempSync(join(tmpdir(), "mahami-restore-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs an npm script to its end, without blocking the test's own event loop (the load keeps going meanwhile). */
function npmRun(script: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], { env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (status) => resolve({ status, output }));
  });
}

const restore = (...args: string[]) => npmRun("restore", args);

/** A refusal: a non-zero exit and one sentence, no stack trace. */
function expectOneSentence(result: { status: number | null; output: string }, pattern: RegExp) {
  expect(result.status, result.output).toBe(1);
  const lines = result.output.trim().split("\n");
  expect(lines, result.output).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(lines[0]).not.toMatch(/^\s+at |Error:/);
}

/** A page or public JSON as a signed-out visitor gets it, without what differs by node: its address (a port of its own) and the CSP nonce. */
async function publicAnswer(server: TestServer, path: string) {
  const response = await request(server, path);
  const body = (await response.text()).replaceAll(server.url, "https://node").replace(/nonce="[^"]*"/g, 'nonce=""');
  return { status: response.status, body };
}

const comparedPaths = ["/", "/en", "/en/about-us", "/en/contact-us", "/api/content", "/api/team", "/api/header-settings", "/api/footer-settings"];

/** What must not change when a restore is refused: the SQLite file's bytes, or every row of the database. */
async function fingerprint(databaseUrl: string) {
  if (testDialect === "sqlite") {
    return existsSync(databaseUrl) ? createHash("sha256").update(readFileSync(databaseUrl)).digest("hex") : "absent";
  }
  return snapshotTables({ databaseUrl }, [...siteTables.filter((table) => table !== "media" && table !== "media_variants"), "content_version"]);
}

/** A backup as the restore reads it: a SQLite file at this build's latest migration, or at `upTo` (an older build). */
async function migratedFile(name: string, upTo?: string) {
  const path = join(folder, name);
  const handle = createDatabase(path);
  if (upTo) {
    const { error } = await new Migrator({ db: handle.db, provider: migrationProvider("sqlite") }).migrateTo(upTo);
    if (error) throw error;
  } else await migrateToLatest(handle.db, "sqlite");
  await handle.db.destroy();
  return path;
}

describe(`npm run restore (${testDialect})`, { timeout: 240_000 }, () => {
  it("drill: a backup taken under a write load, restored into a fresh database, serves the same site with every message acknowledged before it", async () => {
    const source = await createTestDatabase();
    const fresh = await createTestDatabase();
    const backup = join(folder, "drill.db");
    const site = await startServer({ DATABASE_URL: source.databaseUrl, TRUST_PROXY: "1" });
    const acknowledged: string[] = [];
    let acknowledgedBeforeBackup = new Set<string>();
    const original: Record<string, unknown> = {};
    let cookie = "";
    try {
      cookie = await signIn(site, "192.0.2.30");
      const items = (await api(site, "GET", "/api/admin/content", { cookie })).body as { id: number; key: string }[];
      const title = items.find((item) => item.key === "home.hero.title")!;
      expect((await api(site, "PATCH", `/api/admin/content/${title.id}`, { cookie, body: { valueEn: "Restored hero" } })).status).toBe(200);
      const member = { name: "Maryam", position: "Founder", isActive: true, order: 1 };
      expect((await api(site, "POST", "/api/admin/team", { cookie, body: member })).status).toBe(201);

      // The load: clients posting contact messages one after another, each remembered once acknowledged (201).
      let loading = true;
      let sent = 0;
      const client = async () => {
        while (loading) {
          const index = sent++;
          const response = await fetch(`${site.url}/api/contact`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.9.${(index >> 8) & 255}.${index & 255}` },
            body: JSON.stringify({
              name: `Drill ${index}`,
              email: `drill${index}@example.com`,
              subject: "Load drill",
              message: `Message drill-${index} sent by the resilience suite.`,
            }),
          });
          if (response.status === 201) acknowledged.push(`drill-${index}`);
          await response.arrayBuffer();
        }
      };
      const load = Promise.all([client(), client(), client()]);
      while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));

      acknowledgedBeforeBackup = new Set(acknowledged);
      const backedUp =
        testDialect === "sqlite"
          ? await npmRun("backup", [backup], { DATABASE_URL: source.databaseUrl })
          : await npmRun("db:copy", [source.databaseUrl, backup]);
      const duringBackup = acknowledged.length - acknowledgedBeforeBackup.size;
      // The load goes on a little after the backup, so the source holds more than the backup.
      const target = acknowledged.length + 10;
      while (acknowledged.length < target) await new Promise((resolve) => setTimeout(resolve, 20));
      loading = false;
      await load;
      expect(backedUp.status, backedUp.output).toBe(0);
      expect(duringBackup, "messages were acknowledged while the backup ran").toBeGreaterThan(0);
      for (const path of comparedPaths) original[path] = await publicAnswer(site, path);
    } finally {
      await site.stop();
    }

    const started = performance.now();
    const restored = await restore(backup, "--to", fresh.databaseUrl);
    const restoreMs = Math.round(performance.now() - started);
    expect(restored.status, restored.output).toBe(0);
    const messages = Number(restored.output.match(/^contact_messages: (\d+) rows$/m)?.[1]);
    expect(messages).toBeGreaterThanOrEqual(acknowledgedBeforeBackup.size);
    expect(messages).toBeLessThan(acknowledged.length);
    for (const table of siteTables) expect(restored.output).toMatch(new RegExp(`^${table}: \\d+ rows$`, "m"));
    expect(restored.output.trim().split("\n").at(-1)).toMatch(/^Restored \d+ rows in \d+ tables into .+: start the server on it\.$/);
    expect(await integrityCheck(fresh)).toBe("ok");
    // Neither the backup (npm run backup leaves heartbeats out, docs/decisions/0050-operations-hardening.md) nor the restored database holds a heartbeat.
    if (testDialect === "sqlite") expect(await queryRow({ databaseUrl: backup }, "select count(*) as count from server_nodes")).toEqual({ count: 0 });
    expect(await queryRow(fresh, "select count(*) as count from server_nodes")).toEqual({ count: 0 });
    if (testDialect === "sqlite") {
      expect(statSync(fresh.databaseUrl).mode & 0o777).toBe(0o600);
      expect(existsSync(`${fresh.databaseUrl}.before-restore`), "a new file replaces nothing").toBe(false);
    }

    const tokens = new Set(await storedTokens(fresh, "drill"));
    const lost = [...acknowledgedBeforeBackup].filter((token) => !tokens.has(token));
    expect(lost, "every message acknowledged before the backup began is restored").toEqual([]);
    expect(tokens.size).toBe(messages);
    report(`restore drill (${testDialect})`, {
      acknowledgedBefore: acknowledgedBeforeBackup.size,
      inBackup: messages,
      acknowledgedInAll: acknowledged.length,
      restoreMs,
    });

    const node = await startServer({ DATABASE_URL: fresh.databaseUrl, TRUST_PROXY: "1" });
    try {
      for (const path of comparedPaths) expect(await publicAnswer(node, path), path).toEqual(original[path]);
      expect((original["/en"] as { body: string }).body).toContain("Restored hero");
      // The sessions came back too: the administrator is still signed in and sees the restored messages.
      const contacts = await api(node, "GET", "/api/admin/contacts?page=1&pageSize=1", { cookie });
      expect(contacts.status).toBe(200);
      expect(Number(contacts.headers.get("X-Total-Count"))).toBe(messages);
    } finally {
      await node.stop();
      await source.drop();
      await fresh.drop();
    }
  });

  it("refuses a target a server is running on, naming it, and restores once it has stopped (keeping the old SQLite file)", async () => {
    const backup = await migratedFile("empty-site.db");
    const target = await createTestDatabase();
    const site = await startServer({ DATABASE_URL: target.databaseUrl, TRUST_PROXY: "1" });
    let pid = 0;
    try {
      pid = site.process.pid!;
      expect(
        (
          await api(site, "POST", "/api/contact", {
            ip: "192.0.2.40",
            body: { name: "Old", email: "old@example.com", subject: "Old", message: "Before the restore." },
          })
        ).status,
      ).toBe(201);
      const before = await queryRow<{ count: number }>(target, "select count(*) as count from contact_messages");
      const refused = await restore(backup, "--to", target.databaseUrl);
      expectOneSentence(refused, /is in use: a server has written a heartbeat to its server_nodes table within the last 15 s/);
      expect(refused.output).toContain(`${hostname()} (pid ${pid}, `);
      expect(await queryRow<{ count: number }>(target, "select count(*) as count from contact_messages")).toEqual(before);
      if (testDialect === "sqlite") expect(existsSync(`${target.databaseUrl}.before-restore`)).toBe(false);
    } finally {
      await site.stop();
    }

    // Stopped cleanly, the server took its heartbeat away; a node that crashed a minute ago left one that has aged out.
    expect(await queryRow(target, "select count(*) as count from server_nodes")).toEqual({ count: 0 });
    const minuteAgo = new Date(Date.now() - 60_000).toISOString();
    await execute(
      target,
      `insert into server_nodes (id, host, pid, "startedAt", "lastSeenAt") values ('crashed', 'old-box', 1, ?, ?)`,
      minuteAgo,
      minuteAgo,
    );
    // The restore goes ahead, here into DATABASE_URL.
    const env = { DATABASE_URL: target.databaseUrl, ...(testDialect === "postgres" && { SESSION_SECRET: testSessionSecret }) };
    const restored = await npmRun("restore", [backup], env);
    expect(restored.status, restored.output).toBe(0);
    expect(restored.output).toContain("contact_messages: 0 rows");
    expect(await queryRow(target, "select count(*) as count from contact_messages")).toEqual({ count: 0 });
    // No heartbeat came along from the backup (the nodes running when it was taken are not this database's).
    expect(await queryRow(target, "select count(*) as count from server_nodes where id <> 'crashed'")).toEqual({ count: 0 });
    expect(await integrityCheck(target)).toBe("ok");
    if (testDialect === "sqlite") {
      const kept = `${target.databaseUrl}.before-restore`;
      expect(restored.output).toContain(`kept as ${kept}`);
      expect(statSync(kept).mode & 0o777).toBe(0o600);
      expect(statSync(target.databaseUrl).mode & 0o777).toBe(0o600);
      // The old database, whole: its WAL was folded in before the rename, and no stale -wal/-shm sits beside either file.
      expect(await queryRow({ databaseUrl: kept }, "select count(*) as count from contact_messages")).toEqual({ count: 1 });
      expect(await integrityCheck({ databaseUrl: kept })).toBe("ok");
      for (const suffix of ["-wal", "-shm"]) expect(existsSync(`${target.databaseUrl}${suffix}`), suffix).toBe(false);
    }
    const node = await startServer({ DATABASE_URL: target.databaseUrl });
    try {
      expect((await request(node, "/en")).status).toBe(200);
    } finally {
      await node.stop();
      await target.drop();
    }
  });

  it("refuses a missing, corrupt, foreign or newer backup and a bad target with one sentence, changing nothing; an older backup is migrated", async () => {
    const target = await createTestDatabase();
    // A target holding a site: started once, with a message, then stopped cleanly (no live heartbeat).
    const site = await startServer({ DATABASE_URL: target.databaseUrl, TRUST_PROXY: "1" });
    try {
      expect(
        (
          await api(site, "POST", "/api/contact", {
            ip: "192.0.2.50",
            body: { name: "Kept", email: "kept@example.com", subject: "Kept", message: "Must survive." },
          })
        ).status,
      ).toBe(201);
    } finally {
      await site.stop();
    }
    const before = await fingerprint(target.databaseUrl);

    const good = await migratedFile("good.db");
    const goodBytes = readFileSync(good);
    const garbage = join(folder, "garbage.db");
    writeFileSync(garbage, "this is not a database\n".repeat(100));
    const truncated = join(folder, "truncated.db");
    writeFileSync(truncated, goodBytes.subarray(0, Math.floor(goodBytes.length / 3)));
    const damaged = join(folder, "damaged.db");
    const scribbled = Buffer.from(goodBytes);
    // Pages 2 to 6 overwritten: tables and indexes whose pages are noise.
    for (let offset = 4096; offset < Math.min(scribbled.length, 6 * 4096); offset++) scribbled[offset] = (offset * 7919) & 255;
    writeFileSync(damaged, scribbled);
    // A table row that no longer matches its index: a file SQLite opens and reads, which only integrity_check finds wrong.
    const inconsistent = join(folder, "inconsistent.db");
    const name = Buffer.from("2026-11-22T0000-initial");
    const at = goodBytes.indexOf(name);
    writeFileSync(
      inconsistent,
      Buffer.concat([goodBytes.subarray(0, at), Buffer.from("2026-11-22T0000-INITIAL"), goodBytes.subarray(at + name.length)]),
    );
    const foreign = join(folder, "foreign.db");
    await execute({ databaseUrl: foreign }, "create table notes (id integer primary key, text text)");
    const newer = await migratedFile("newer.db");
    await execute(
      { databaseUrl: newer },
      "insert into kysely_migration (name, timestamp) values ('2099-01-01T0000-from-the-future', '2099-01-01T00:00:00.000Z')",
    );

    // A database in use: its writes still in the -wal beside it (no checkpoint), and a symlink to it.
    const live = join(folder, "live.db");
    const liveConnection = new SQLite(live);
    liveConnection.pragma("journal_mode = WAL");
    liveConnection.pragma("wal_autocheckpoint = 0");
    liveConnection.exec("create table notes (id integer primary key, text text); insert into notes (text) values ('in the wal');");
    const link = join(folder, "link-to-live.db");
    symlinkSync(live, link);
    const liveFile = /live\.db has a -wal file beside it, so it is a live database rather than a backup/;

    const cases: [string, string[], RegExp][] = [
      ["live", [live, "--to", target.databaseUrl], liveFile],
      ["a symlink to a live database", [link, "--to", target.databaseUrl], liveFile],
      ["missing", [join(folder, "no-such-backup.db"), "--to", target.databaseUrl], /^There is no backup file at .*no-such-backup\.db\.$/],
      ["not SQLite", [garbage, "--to", target.databaseUrl], /garbage\.db is not a sound SQLite database \(file is not a database\)\.$/],
      ["truncated", [truncated, "--to", target.databaseUrl], /truncated\.db is (not a sound|a damaged) SQLite database/],
      ["damaged", [damaged, "--to", target.databaseUrl], /damaged\.db is (not a sound|a damaged) SQLite database/],
      [
        "inconsistent",
        [inconsistent, "--to", target.databaseUrl],
        /inconsistent\.db is a damaged SQLite database \(integrity_check: row \d+ missing from index sqlite_autoindex_kysely_migration_1\)\.$/,
      ],
      ["not Mahami's", [foreign, "--to", target.databaseUrl], /foreign\.db is a SQLite database but not a Mahami one/],
      [
        "newer",
        [newer, "--to", target.databaseUrl],
        /newer\.db comes from a newer build \(migration 2099-01-01T0000-from-the-future is unknown to this one\)/,
      ],
      ["bad URL", [good, "--to", "mysql://db.example/mahami"], /^The target must be a SQLite file or a postgres:\/\/ URL, not a mysql:\/\/ URL\.$/],
      ["no folder", [good, "--to", join(folder, "no-folder", "x.db")], /^The target's folder .*no-folder does not exist\.$/],
      ["not a database target", [good, "--to", garbage], /garbage\.db exists and is not a SQLite database, so it is left alone\.$/],
      [
        "unreachable PostgreSQL",
        [good, "--to", "postgres://mahami:secret@127.0.0.1:1/mahami"],
        /^The target postgres:\/\/mahami:\*\*\*@127\.0\.0\.1:1\/mahami cannot be reached/,
      ],
    ];
    // All at once (each is a process of its own, and none may change the target): then the target as it was.
    const results = await Promise.all(cases.map(([, args]) => restore(...args)));
    liveConnection.close();
    cases.forEach(([, , message], index) => expectOneSentence(results[index], message));
    // The symlink's refusal names the file it points to.
    expect(results[1].output).toContain(`${live} has a -wal file`);
    expect(await fingerprint(target.databaseUrl)).toBe(before);
    // Nothing was left behind by the refusals: no staged copy and no .before-restore beside the target.
    if (testDialect === "sqlite") {
      const beside = readdirSync(dirname(target.databaseUrl)).filter((name) => name.includes(basename(target.databaseUrl)));
      expect(beside).toEqual([basename(target.databaseUrl)]);
    }

    // A backup from an older build is restored and brought up to date, and says so.
    const older = await migratedFile("older.db", "2026-11-25T1200-personal-data-retention");
    const result = await restore(older, "--to", target.databaseUrl);
    expect(result.status, result.output).toBe(0);
    // Every migration of this build after the backup's last one, in order.
    const later = Object.keys(await migrationProvider("sqlite").getMigrations())
      .filter((name) => name > "2026-11-25T1200-personal-data-retention")
      .sort();
    expect(result.output).toContain(`The backup came from an older build: the restored database was migrated (${later.join(", ")}).`);
    expect(await queryRow(target, "select count(*) as count from contact_messages")).toEqual({ count: 0 });
    expect(await queryRow(target, "select count(*) as count from kysely_migration where name = '2026-11-26T0400-server-nodes'")).toEqual({
      count: 1,
    });
    // The backup file itself is never changed: the migration ran on the restore's own copy.
    expect(
      await queryRow({ databaseUrl: older }, "select count(*) as count from kysely_migration where name = '2026-11-26T0400-server-nodes'"),
    ).toEqual({ count: 0 });
    await target.drop();
  });
});
