import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { integrityCheck, queryRow, queryRows } from "../support/database";
import { startServer } from "../support/server";
import { createTestDatabase, testDialect } from "../support/test-database";
import { report, sendContactLoad, storedTokens, tokenOf } from "./load";

const folder = mkdtempSync(join(tmpdir(), "mahami-resilience-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("load", () => {
  it("stores all of 2,000 contact messages sent by 50 concurrent clients, none lost, none twice", async () => {
    const server = await startServer({ TRUST_PROXY: "1" });
    try {
      const started = Date.now();
      const submissions = await sendContactLoad(server, { total: 2000, concurrency: 50, runId: "load" });
      const seconds = (Date.now() - started) / 1000;
      const accepted = submissions.filter((submission) => submission.status === 201);
      const stored = await storedTokens(server, "load");
      report("load", {
        requests: submissions.length,
        accepted: accepted.length,
        failures: submissions.length - accepted.length,
        stored: stored.length,
        duplicates: stored.length - new Set(stored).size,
        lost: accepted.filter((submission) => !stored.includes(submission.token)).length,
        requestsPerSecond: Math.round(submissions.length / seconds),
      });
      expect(accepted).toHaveLength(2000);
      expect(new Set(stored).size).toBe(2000);
      expect(stored).toHaveLength(2000);
      expect(new Set(accepted.map((submission) => submission.id)).size).toBe(2000);
      expect(await integrityCheck(server)).toBe("ok");
    } finally {
      await server.stop();
    }
  });
});

describe("crashes", () => {
  it("keeps every acknowledged message through five SIGKILLs at random moments of a load", async () => {
    const database = await createTestDatabase();
    const acknowledged: string[] = [];
    let sent = 0;
    for (let round = 1; round <= 5; round++) {
      const server = await startServer({ TRUST_PROXY: "1", DATABASE_URL: database.databaseUrl });
      // A random moment once the load is under way (its first answer): on a busy machine a fixed
      // delay could kill the server before it has acknowledged anything, proving nothing.
      let underWay = () => {};
      const started = new Promise<void>((resolve) => (underWay = resolve));
      const load = sendContactLoad(server, { total: 400, concurrency: 50, runId: `crash${round}`, onProgress: () => underWay() });
      await started;
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 150)));
      server.process.kill("SIGKILL");
      const submissions = await load;
      sent += submissions.length;
      acknowledged.push(...submissions.filter((submission) => submission.status === 201).map((submission) => submission.token));
      await server.stop();
    }
    const after = await startServer({ DATABASE_URL: database.databaseUrl });
    try {
      const stored = new Set((await Promise.all(Array.from({ length: 5 }, (_, index) => storedTokens(after, `crash${index + 1}`)))).flat());
      const lost = acknowledged.filter((token) => !stored.has(token));
      report("crash", { rounds: 5, sent, acknowledged: acknowledged.length, stored: stored.size, lost: lost.length });
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(lost).toEqual([]);
      expect(await integrityCheck(after)).toBe("ok");
      expect((await fetch(`${after.url}/healthz`)).status).toBe(200);
    } finally {
      await after.stop();
      await database.drop();
    }
  });

  it("answers the requests in flight when SIGTERM comes during a load, then exits 0", async () => {
    const database = await createTestDatabase();
    const server = await startServer({ TRUST_PROXY: "1", DATABASE_URL: database.databaseUrl });
    const load = sendContactLoad(server, { total: 1000, concurrency: 50, runId: "term" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exitCode = server.stop("SIGTERM");
    const submissions = await load;
    expect(await exitCode).toBe(0);
    const acknowledged = submissions.filter((submission) => submission.status === 201);
    const messages = await queryRows<{ message: string }>(database, "select message from contact_messages");
    const stored = new Set(messages.map((row) => tokenOf(row.message)));
    const integrity = await integrityCheck(database);
    await database.drop();
    report("sigterm", {
      sent: submissions.length,
      acknowledged: acknowledged.length,
      refusedAfterClose: submissions.filter((submission) => submission.status === "network-error").length,
      serverErrors: submissions.filter((submission) => typeof submission.status === "number" && submission.status >= 500).length,
      lost: acknowledged.filter((submission) => !stored.has(submission.token)).length,
    });
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(submissions.filter((submission) => typeof submission.status === "number" && submission.status !== 201)).toEqual([]);
    expect(acknowledged.filter((submission) => !stored.has(submission.token))).toEqual([]);
    expect(integrity).toBe("ok");
  });
});

/**
 * A consistent copy during a write load: SQLite's online backup (npm run backup); on PostgreSQL,
 * npm run db:copy into a SQLite file, which reads the site in one snapshot.
 */
const backupCommand = (databaseUrl: string, file: string) =>
  testDialect === "sqlite" ? ["run", "--silent", "backup", "--", file] : ["run", "--silent", "db:copy", "--", databaseUrl, file];

describe("backup", () => {
  it("writes a consistent copy during a write load, holding every row acknowledged before it began", async () => {
    const server = await startServer({ TRUST_PROXY: "1" });
    try {
      const warmup = await sendContactLoad(server, { total: 300, concurrency: 20, runId: "before" });
      const acknowledgedBefore = warmup.filter((submission) => submission.status === 201).map((submission) => submission.token);
      const load = sendContactLoad(server, { total: 1500, concurrency: 30, runId: "during" });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const backupFile = join(folder, "backup.db");
      const backup = spawnSync("npm", backupCommand(server.databaseUrl, backupFile), {
        env: { ...process.env, DATABASE_URL: server.databaseUrl },
        encoding: "utf8",
      });
      await load;
      expect(backup.status, backup.stderr).toBe(0);
      const copy = { databaseUrl: backupFile };
      const integrity = await integrityCheck(copy);
      const messages = await queryRows<{ message: string }>(copy, "select message from contact_messages where subject = 'Load before'");
      const rows = messages.map((row) => tokenOf(row.message));
      const { during } = await queryRow<{ during: number }>(copy, "select count(*) as during from contact_messages where subject = 'Load during'");
      report("backup", { acknowledgedBefore: acknowledgedBefore.length, inBackup: rows.length, writtenDuringBackup: during });
      expect(integrity).toBe("ok");
      expect(new Set(rows)).toEqual(new Set(acknowledgedBefore));
    } finally {
      await server.stop();
    }
  });
});
