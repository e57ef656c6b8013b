import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { simpleParser } from "mailparser";
import type net from "node:net";
import { SMTPServer } from "smtp-server";
import { execute, queryRow, queryRows } from "../support/database";
import { signIn } from "../support/http";
import { api } from "../support/openapi";
import { startServer, type TestServer } from "../support/server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/*
 * Sending exactly once (docs/decisions/0064-newsletters.md): one delivery per (edition, subscriber)
 * claimed into the outbox in one transaction, the outbox's one-claim send. Two nodes on one database
 * send the same edition; a node killed with SIGKILL in the middle of an SMTP exchange, then started
 * again; a node that rests while another sends, and takes over when that one dies. The SMTP server
 * on loopback counts only the messages it accepted (250): each subscriber must have exactly one.
 */

const subscribers = 40;
const idleMs = 4000;
let database: TestDatabase;
const nodes: TestServer[] = [];
/** Accepted messages by recipient. */
const accepted = new Map<string, number>();
/** Called with each message before it is accepted: returning false leaves it unanswered (the sender was killed). */
let beforeAccept: (count: number) => boolean = () => true;
let smtp: SMTPServer;
let smtpUrl = "";

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(() => {
          const total = [...accepted.values()].reduce((sum, n) => sum + n, 0);
          // Not accepted: no 250 goes back, as when the sending process dies before the answer.
          if (!beforeAccept(total)) return;
          for (const recipient of session.envelope.rcptTo) accepted.set(recipient.address, (accepted.get(recipient.address) ?? 0) + 1);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

const nodeEnv = () => ({
  DATABASE_URL: database.databaseUrl,
  TRUST_PROXY: "1",
  SMTP_URL: smtpUrl,
  MAIL_FROM: "Mahami <news@mahami.qa>",
  PUBLIC_URL: "http://127.0.0.1",
  NEWSLETTER_PER_MINUTE: "1200",
  OUTBOX_CLAIM_MS: "3000",
  // An idle sender rests this long: another node's send is found within it (docs/decisions/0064-newsletters.md).
  NEWSLETTER_IDLE_MS: String(idleMs),
});

async function prepare() {
  accepted.clear();
  beforeAccept = () => true;
  database = await createTestDatabase();
  const first = await startServer(nodeEnv());
  nodes.push(first);
  const now = new Date().toISOString();
  for (let n = 0; n < subscribers; n++) {
    await execute(
      first,
      `insert into newsletter_subscribers (email, locale, status, "createdAt", "consentAt", "unsubscribeToken") values (?, ?, 'confirmed', ?, ?, ?)`,
      `reader${n}@example.com`,
      n % 2 ? "en" : "ar",
      now,
      now,
      `token-${n}`,
    );
  }
  const cookie = await signIn(first, "192.0.2.40");
  const edition = await api(first, "POST", "/api/admin/newsletters", {
    cookie,
    body: {
      subjectAr: "عدد واحد لكل قارئ",
      subjectEn: "One issue per reader",
      blocks: [{ type: "richText", text: { ar: { markdown: "مرحباً" }, en: { markdown: "Hello" } } }],
    },
  });
  expect((await api(first, "POST", `/api/admin/newsletters/${edition.body.id}/approve`, { cookie })).status).toBe(200);
  return { first, cookie, id: edition.body.id as number };
}

afterEach(async () => {
  for (const node of nodes.splice(0)) await node.stop("SIGKILL");
  await database?.drop();
});

function expectEachOnce() {
  expect(accepted.size).toBe(subscribers);
  expect([...accepted.values()].every((count) => count === 1)).toBe(true);
}

async function expectSent(node: TestServer, cookie: string, id: number) {
  await expect
    .poll(async () => (await api(node, "GET", `/api/admin/newsletters/${id}`, { cookie })).body.status, { timeout: 40_000, interval: 250 })
    .toBe("sent");
  const stats = (await api(node, "GET", `/api/admin/newsletters/${id}`, { cookie })).body.stats;
  expect(stats).toMatchObject({ recipients: subscribers, sent: subscribers, pending: 0, failed: 0 });
}

describe("an edition goes to each subscriber exactly once", () => {
  it("when two nodes send it together", async () => {
    const { first, cookie, id } = await prepare();
    nodes.push(await startServer(nodeEnv()));
    expect((await api(first, "POST", `/api/admin/newsletters/${id}/send`, { cookie })).status).toBe(200);
    await expectSent(nodes[1], cookie, id);
    expectEachOnce();
    // One delivery row per subscriber, each carried by its own outbox row.
    const rows = await queryRows<{ outboxId: number }>(first, `select "outboxId" from newsletter_deliveries where "editionId" = ?`, id);
    expect(rows).toHaveLength(subscribers);
    expect(new Set(rows.map((row) => row.outboxId)).size).toBe(subscribers);
    expect(await queryRow(first, `select count(*) as n from outbox where kind = 'newsletter' and status = 'sent'`)).toEqual({ n: subscribers });
  });

  it("when the sending node is killed in the middle of an SMTP exchange and started again", async () => {
    const { first, cookie, id } = await prepare();
    let killed = false;
    beforeAccept = (count) => {
      if (killed || count < 7) return true;
      killed = true;
      first.process.kill("SIGKILL");
      return false;
    };
    expect((await api(first, "POST", `/api/admin/newsletters/${id}/send`, { cookie })).status).toBe(200);
    await expect.poll(() => killed, { timeout: 20_000 }).toBe(true);
    await new Promise<void>((resolve) =>
      first.process.exitCode !== null || first.process.signalCode ? resolve() : first.process.once("exit", () => resolve()),
    );
    const sentBefore = [...accepted.values()].length;
    expect(sentBefore).toBe(7);
    const again = await startServer(nodeEnv());
    nodes.push(again);
    const cookieAgain = await signIn(again, "192.0.2.41");
    await expectSent(again, cookieAgain, id);
    expectEachOnce();
  });

  it("when the node that started it dies, by the other node, which was resting, within its idle interval", async () => {
    const { first, cookie, id } = await prepare();
    const second = await startServer(nodeEnv());
    nodes.push(second);
    // The second node's start-up pass found nothing to send: it rests for idleMs.
    await new Promise((resolve) => setTimeout(resolve, 500));
    let killedAt = 0;
    beforeAccept = (count) => {
      if (killedAt || count < 2) return true;
      killedAt = Date.now();
      first.process.kill("SIGKILL");
      return false;
    };
    expect((await api(first, "POST", `/api/admin/newsletters/${id}/send`, { cookie })).status).toBe(200);
    await expect.poll(() => killedAt, { timeout: 20_000 }).toBeGreaterThan(0);
    // No send on this node woke it: its sender finds the edition at its next look and queues the rest.
    const queuedByOther = () => second.output().includes('"event":"newsletter.queued"');
    expect(queuedByOther()).toBe(false);
    await expect.poll(queuedByOther, { timeout: idleMs + 3000, interval: 100 }).toBe(true);
    expect(Date.now() - killedAt).toBeLessThanOrEqual(idleMs + 3000);
    await expectSent(second, await signIn(second, "192.0.2.42"), id);
    expectEachOnce();
  });
});
