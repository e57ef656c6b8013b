import { systemActor } from "#db/models/activity.server";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { db, dialect } from "#db/database.server";
import { siteTables } from "#db/site-copy.server";
import { isUniqueViolation } from "#db/unique-violation.server";
import {
  createContentItem,
  deleteContentItem,
  getContentItem,
  insertMissingContentItems,
  listContentItems,
  updateContentItem,
} from "#db/models/content-items.server";
import { createButtonLink, getButtonLinkByKey, updateButtonLink } from "#db/models/button-links.server";
import { getSettings, updateSettings } from "#db/models/settings.server";
import { createTeamMember, listActiveTeamMembers, listTeamMembers } from "#db/models/team-members.server";
import { countContactMessages, createContactMessage, listContactMessages, markContactMessageRead } from "#db/models/contact-messages.server";
import { countUsers, createUser, deleteUser, getUserWithHashByEmail, listUsers } from "#db/models/users.server";
import { createSession, getSession } from "#db/models/sessions.server";
import { listNewsletterSubscribers, signUpForNewsletter } from "#db/models/newsletter-subscribers.server";

const pragma = async (name: string) => Object.values((await sql<Record<string, unknown>>`pragma ${sql.raw(name)}`.execute(db)).rows[0])[0];

describe("the database", () => {
  if (dialect === "sqlite") {
    it("runs with WAL, synchronous=NORMAL, a busy timeout and foreign keys", async () => {
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("synchronous")).toBe(1);
      expect(Number(await pragma("busy_timeout"))).toBeGreaterThanOrEqual(5000);
      expect(await pragma("foreign_keys")).toBe(1);
    });
  } else {
    it("uses PostgreSQL's own types: booleans, timestamptz, citext emails, identity ids", async () => {
      const { rows } = await sql<{ table: string; column: string; type: string; identity: string }>`
        select table_name as "table", column_name as "column", udt_name as "type", is_identity as "identity"
        from information_schema.columns where table_schema = 'public'`.execute(db);
      const typeOf = (table: string, column: string) => rows.find((row) => row.table === table && row.column === column);
      expect(typeOf("contact_messages", "isRead")?.type).toBe("bool");
      expect(typeOf("contact_messages", "createdAt")?.type).toBe("timestamptz");
      expect(typeOf("users", "email")?.type).toBe("citext");
      expect(typeOf("team_members", "id")?.identity).toBe("YES");
    });
  }

  it("has a table for every entity, and one settings row each with the spec's defaults", async () => {
    const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
    expect(tables).toEqual(expect.arrayContaining([...siteTables]));
    const header = await getSettings("header");
    expect(header).toMatchObject({ logoSize: "medium", showPages: {}, showLanguageSwitcher: true });
    const footer = await getSettings("footer");
    expect(footer).toMatchObject({ logoSize: "medium", showSocialLinks: true, contactAddressEn: "Doha, Qatar" });
  });
});

describe("content items", () => {
  const item = {
    key: "test.hero.title",
    type: "title" as const,
    valueAr: "مرحباً",
    valueEn: "Hello",
    category: "hero",
    page: "home",
    description: "test",
  };

  it("creates, reads, updates and deletes by id, with a unique key", async () => {
    const created = await createContentItem(item, systemActor);
    expect(created).toMatchObject(item);
    await expect(createContentItem(item, systemActor)).rejects.toSatisfy(isUniqueViolation);
    const updated = await updateContentItem(created.id, { valueEn: "Hi" }, systemActor);
    expect(updated?.valueEn).toBe("Hi");
    expect((await getContentItem(created.id))?.valueAr).toBe("مرحباً");
    expect(await deleteContentItem(created.id, systemActor)).toBe(true);
    expect(await getContentItem(created.id)).toBeUndefined();
    expect(await deleteContentItem(created.id, systemActor)).toBe(false);
  });

  it("inserts missing keys without touching existing rows", async () => {
    const existing = await createContentItem({ ...item, key: "test.seed.kept", valueEn: "Edited by an admin" }, systemActor);
    const inserted = await insertMissingContentItems([
      { ...item, key: "test.seed.kept", valueEn: "Default" },
      { ...item, key: "test.seed.new", valueEn: "New default" },
    ]);
    expect(inserted).toBe(1);
    expect((await getContentItem(existing.id))?.valueEn).toBe("Edited by an admin");
    const keys = (await listContentItems({ page: "home" })).map((row) => row.key);
    expect(keys).toContain("test.seed.new");
  });
});

describe("button links, settings, team, messages, users, sessions, newsletter", () => {
  it("keeps one button link per content key and converts the active flag", async () => {
    const link = await createButtonLink(
      {
        contentKey: "home.test.button",
        linkType: "section",
        externalUrl: null,
        internalPage: null,
        sectionId: "features",
        isActive: true,
      },
      systemActor,
    );
    expect(link.isActive).toBe(true);
    await expect(createButtonLink({ ...link, linkType: "external", externalUrl: "https://mahami.qa" }, systemActor)).rejects.toSatisfy(
      isUniqueViolation,
    );
    await updateButtonLink(link.id, { isActive: false }, systemActor);
    expect((await getButtonLinkByKey("home.test.button"))?.isActive).toBe(false);
  });

  it("saves settings and reads malformed showPages JSON as empty", async () => {
    const saved = await updateSettings("header", { showPages: { sellers: false }, showLanguageSwitcher: false }, systemActor);
    expect(saved).toMatchObject({ showPages: { sellers: false }, showLanguageSwitcher: false });
    await sql`update header_settings set "showPages" = '{not json' where id = 1`.execute(db);
    expect((await getSettings("header")).showPages).toEqual({});
    const footer = await updateSettings("footer", { contactPhone: "+974 1234 5678" }, systemActor);
    expect(footer.contactPhone).toBe("+974 1234 5678");
  });

  it("lists active team members by order", async () => {
    const base = { bio: "", imageUrl: "", email: "", phone: "", isActive: true };
    await createTeamMember({ ...base, name: "Second", position: "B", order: 2 }, systemActor);
    await createTeamMember({ ...base, name: "First", position: "A", order: 1 }, systemActor);
    await createTeamMember({ ...base, name: "Hidden", position: "C", order: 0, isActive: false }, systemActor);
    expect((await listActiveTeamMembers()).map((member) => member.name)).toEqual(["First", "Second"]);
    expect(await listTeamMembers()).toHaveLength(3);
  });

  it("stores contact messages with subject and date, newest first, unread until marked", async () => {
    const first = await createContactMessage({ fullName: "A", email: "a@x.qa", phone: "", subject: "S1", message: "M1" });
    const second = await createContactMessage({ fullName: "B", email: "b@x.qa", phone: "", subject: "S2", message: "M2" });
    expect(first.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await listContactMessages()).map((message) => message.id)).toEqual([second.id, first.id]);
    await markContactMessageRead(first.id, systemActor);
    expect(await countContactMessages("unread")).toBe(1);
    expect((await listContactMessages({ filter: "read" })).map((message) => message.subject)).toEqual(["S1"]);
  });

  it("never deletes the last administrator; deleting a user ends their sessions", async () => {
    const only = await createUser("only@mahami.qa", "hash");
    expect(await countUsers()).toBe(1);
    expect(await deleteUser(only.id)).toBe("last-administrator");
    const other = await createUser("Other@Mahami.qa", "hash");
    await expect(createUser("other@mahami.qa", "hash")).rejects.toSatisfy(isUniqueViolation);
    expect((await getUserWithHashByEmail("OTHER@mahami.qa"))?.id).toBe(other.id);
    const now = new Date().toISOString();
    await createSession({ id: "s1", publicId: "p1", userId: other.id, createdAt: now, expiresAt: now, ip: "192.0.2.1", userAgent: "test" });
    expect(await deleteUser(other.id)).toBe("deleted");
    expect(await getSession("s1")).toBeUndefined();
    expect(await deleteUser(9999)).toBe("not-found");
    expect(JSON.stringify(await listUsers())).not.toContain("hash");
  });

  it("signs an email up once, whatever its case, pending until confirmed", async () => {
    const signUp = (email: string, token: string, minutesLater = 0) =>
      signUpForNewsletter({
        email,
        locale: "ar",
        consentAt: new Date(Date.now() + minutesLater * 60_000).toISOString(),
        consentIp: "10.0.0.1",
        consentText: "I agree",
        confirmTokenHash: token,
        confirmExpiresAt: new Date(Date.now() + 60_000).toISOString(),
        unsubscribeToken: `unsubscribe-${token}`,
      });
    const first = await signUp("Parent@Example.com", "a");
    // Past the per-address cap's 10 minutes (docs/decisions/0034-attack-run-2026-11-25.md).
    const again = await signUp("parent@example.com", "b", 11);
    expect([first.needsConfirmation, again.needsConfirmation]).toEqual([true, true]);
    expect(again.subscriber.id).toBe(first.subscriber.id);
    expect(again.subscriber.unsubscribeToken).toBe("unsubscribe-a");
    expect((await listNewsletterSubscribers()).filter((row) => row.email.toLowerCase() === "parent@example.com")).toMatchObject([
      { status: "pending" },
    ]);
  });
});
