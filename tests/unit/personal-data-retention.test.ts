import { describe, expect, it } from "vitest";
import { db } from "#db/database.server";
import { claimDueEmails as claimRows, markEmailAttemptFailed, markEmailSent } from "#db/models/outbox.server";
import { createTeamMember, deleteTeamMember } from "#db/models/team-members.server";
import { startOutboxWorker } from "~/server/outbox-worker.server";
import { queueEmails } from "~/services/outbox.server";
import { deletedPersonalDataRetentionMs, outboxRetentionMs, sweepPersonalData } from "~/services/retention.server";
import { startSmtpServer } from "../support/smtp";

/** How long personal data outlives its use, and the outbox's claims (docs/decisions/0034-attack-run-2026-11-25.md). */

const actor = { id: null, email: "owner@mahami.qa", ip: "127.0.0.1" };
const day = 24 * 60 * 60 * 1000;
const email = (to: string) => ({ kind: "password-reset" as const, message: { to, subject: `For ${to}`, text: "Hello", html: "<p>Hello</p>" } });

describe("the sweep", () => {
  it("deletes sent and failed emails once past the documented retention, never pending ones", async () => {
    await queueEmails([email("sent@mahami.qa"), email("failed@mahami.qa"), email("pending@mahami.qa")]);
    const now = new Date().toISOString();
    const claimed = await claimRows(now, new Date(Date.now() + 60_000).toISOString(), 10);
    const id = (to: string) => claimed.find((entry) => entry.recipient === to)!.id;
    await markEmailSent(id("sent@mahami.qa"), now);
    await markEmailAttemptFailed(id("failed@mahami.qa"), "refused", null);
    await markEmailAttemptFailed(id("pending@mahami.qa"), "busy", new Date(Date.now() + 60_000).toISOString());
    const left = async () => (await db.selectFrom("outbox").select("recipient").orderBy("id").execute()).map((row) => row.recipient);

    await sweepPersonalData(Date.now() + outboxRetentionMs - day);
    expect(await left()).toEqual(["sent@mahami.qa", "failed@mahami.qa", "pending@mahami.qa"]);
    await sweepPersonalData(Date.now() + outboxRetentionMs + day);
    expect(await left()).toEqual(["pending@mahami.qa"]);
    expect(outboxRetentionMs).toBe(30 * day);
  });

  it("blanks a deleted team member's email and phone in its history after the retention, not before", async () => {
    const input = {
      name: "Nora",
      position: "Designer",
      bio: "",
      imageUrl: "",
      email: "nora@mahami.qa",
      phone: "+97455500000",
      isActive: true,
      order: 1,
    };
    const kept = await createTeamMember({ ...input, name: "Kept", email: "kept@mahami.qa" }, actor);
    const gone = await createTeamMember(input, actor);
    await deleteTeamMember(gone.id, actor);
    const history = async (id: number) =>
      (await db.selectFrom("revisions").select(["before", "after"]).where("entity", "=", "team").where("entityId", "=", id).execute())
        .flatMap((row) => [row.before, row.after])
        .join(" ");

    await sweepPersonalData(Date.now() + deletedPersonalDataRetentionMs - day);
    expect(await history(gone.id)).toContain("nora@mahami.qa");
    await sweepPersonalData(Date.now() + deletedPersonalDataRetentionMs + day);
    const redacted = await history(gone.id);
    expect(redacted).not.toContain("nora@mahami.qa");
    expect(redacted).not.toContain("+97455500000");
    expect(redacted).toContain('"name":"Nora"');
    // A member still on the team keeps their history whole.
    expect(await history(kept.id)).toContain("kept@mahami.qa");
  });
});

describe("the outbox worker", () => {
  it("claims one email at a time, so a slow send never holds the rest past its claim", { timeout: 30_000 }, async () => {
    await db.deleteFrom("outbox").execute();
    const smtp = await startSmtpServer(0, { holdMs: 1500 });
    await queueEmails(["one", "two", "three"].map((name) => email(`${name}@slow.example`)));
    const stop = startOutboxWorker({ smtpUrl: smtp.url, from: "Mahami <no-reply@mahami.qa>", retrySchedule: [60] });
    try {
      // The relay has the first email and has not answered yet: only that row may be claimed.
      await smtp.waitFor(() => true);
      const held = await db.selectFrom("outbox").select("recipient").where("lockedUntil", "is not", null).where("status", "=", "pending").execute();
      expect(held.map((row) => row.recipient)).toEqual(["one@slow.example"]);
      await expect
        .poll(async () => (await db.selectFrom("outbox").select("status").where("status", "=", "sent").execute()).length, { timeout: 10_000 })
        .toBe(3);
    } finally {
      await stop();
      await smtp.stop();
    }
  });
});
