import { systemActor } from "#db/models/activity.server";
import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import SQLite from "better-sqlite3";
import { contentVersion, perContentVersion, writeContent } from "#db/content-version.server";
import { databaseFile, db, dialect } from "#db/database.server";
import { isUniqueViolation } from "#db/unique-violation.server";
import * as buttonLinks from "#db/models/button-links.server";
import * as contentDrafts from "#db/models/content-drafts.server";
import * as contentItems from "#db/models/content-items.server";
import * as settings from "#db/models/settings.server";
import * as teamMembers from "#db/models/team-members.server";
import * as faqEntries from "#db/models/faq-entries.server";
import { buttonLinkInput as link, contentItemInput as item } from "../support/content";

/*
 * The caches of the public content (dictionary, rendered pages) are kept per contentVersion(), a
 * counter in the database: every content write must move it, or visitors (on every node) keep
 * seeing the old text.
 */

let serial = 0;
const unique = (prefix: string) => `${prefix}${++serial}`;

const member: teamMembers.TeamMemberInput = {
  name: "Aisha",
  position: "Design",
  bio: "",
  imageUrl: "",
  email: "",
  phone: "",
  isActive: true,
  order: 1,
};

/**
 * One write path: `prepare` makes the row an update or delete needs (not measured), `write` is
 * the measured call; it returns what the write did, checked so a no-op cannot pass.
 */
interface WritePath {
  prepare?: () => Promise<number>;
  write: (id: number) => Promise<unknown>;
  did: (result: unknown) => void;
}

const stored = (result: unknown) => expect(result).toMatchObject({ id: expect.any(Number) });
const deleted = (result: unknown) => expect(result).toBe(true);
const insertedTwo = (result: unknown) => expect(result).toBe(2);

/** An FAQ entry's texts, order and visibility (docs/decisions/0057-faq-and-team-as-bilingual-records.md). */
const entry = { questionAr: "سؤال؟", questionEn: "A question?", answerAr: "إجابة.", answerEn: "An answer.", order: 1, isVisible: true };

/** Every exported content write, by model. */
const writePaths: Record<string, Record<string, WritePath>> = {
  "content-items": {
    createContentItem: { write: () => contentItems.createContentItem(item(), systemActor), did: stored },
    updateContentItem: {
      prepare: async () => (await contentItems.createContentItem(item(), systemActor)).id,
      write: (id) => contentItems.updateContentItem(id, { valueEn: "Changed" }, systemActor),
      did: stored,
    },
    deleteContentItem: {
      prepare: async () => (await contentItems.createContentItem(item(), systemActor)).id,
      write: (id) => contentItems.deleteContentItem(id, systemActor),
      did: deleted,
    },
    insertMissingContentItems: { write: () => contentItems.insertMissingContentItems([item(), item()]), did: insertedTwo },
    // The three below write inside a content write of the caller's (an FAQ entry: db/models/faq-entries.server.ts).
    insertContentItem: { write: () => writeContent((trx) => contentItems.insertContentItem(trx, item(), systemActor)), did: stored },
    writeContentItem: {
      prepare: async () => (await contentItems.createContentItem(item(), systemActor)).id,
      write: (id) => writeContent((trx) => contentItems.writeContentItem(trx, id, { valueEn: "Changed" }, systemActor)),
      did: stored,
    },
    removeContentItem: {
      prepare: async () => (await contentItems.createContentItem(item(), systemActor)).id,
      write: (id) => writeContent((trx) => contentItems.removeContentItem(trx, id, systemActor)),
      did: deleted,
    },
    publishContentDrafts: {
      prepare: async () => {
        const { id } = await contentItems.createContentItem(item(), systemActor);
        await contentDrafts.saveContentDraft(id, { valueAr: "مسودة", valueEn: "Draft" }, systemActor);
        return id;
      },
      write: () => contentItems.publishContentDrafts({ page: "home" }, systemActor),
      did: (result) => expect(result).toHaveLength(1),
    },
    publishListedDrafts: {
      prepare: async () => {
        const { id } = await contentItems.createContentItem(item(), systemActor);
        await contentDrafts.saveContentDraft(id, { valueAr: "مسودة", valueEn: "Draft" }, systemActor);
        return id;
      },
      write: async (id) => {
        const listed = (await contentDrafts.listDraftsForReview()).filter((draft) => draft.contentItemId === id).map((draft) => draft.fingerprint);
        return contentItems.publishListedDrafts(listed, systemActor);
      },
      did: (result) => expect(result).toMatchObject({ published: [expect.any(Number)] }),
    },
    publishDraftsIn: {
      prepare: async () => {
        const { id } = await contentItems.createContentItem(item(), systemActor);
        await contentDrafts.saveContentDraft(id, { valueAr: "مسودة", valueEn: "Draft" }, systemActor);
        return id;
      },
      write: (id) => db.transaction().execute((trx) => contentItems.publishDraftsIn(trx, { ids: [id], languages: ["en"] }, systemActor)),
      did: (result) => expect(result).toHaveLength(1),
    },
    upgradeDefaultTexts: {
      prepare: async () => (await contentItems.createContentItem(item(), systemActor)).id,
      write: async (id) => {
        const stored = (await contentItems.getContentItem(id))!;
        const upgrade = { key: stored.key, valueAr: "نص جديد", valueEn: "New text", previousAr: [stored.valueAr], previousEn: [stored.valueEn] };
        return contentItems.upgradeDefaultTexts([upgrade], systemActor);
      },
      did: (result) => expect(result).toHaveLength(1),
    },
  },
  "button-links": {
    createButtonLink: { write: () => buttonLinks.createButtonLink(link(), systemActor), did: stored },
    updateButtonLink: {
      prepare: async () => (await buttonLinks.createButtonLink(link(), systemActor)).id,
      write: (id) => buttonLinks.updateButtonLink(id, { isActive: false }, systemActor),
      did: stored,
    },
    deleteButtonLink: {
      prepare: async () => (await buttonLinks.createButtonLink(link(), systemActor)).id,
      write: (id) => buttonLinks.deleteButtonLink(id, systemActor),
      did: deleted,
    },
    insertMissingButtonLinks: { write: () => buttonLinks.insertMissingButtonLinks([link(), link()]), did: insertedTwo },
  },
  "header-settings": {
    updateSettings: {
      write: () => settings.updateSettings("header", { buttonTextEn: unique("Get the app ") }, systemActor),
      did: (result) => expect(result).toMatchObject({ buttonTextEn: `Get the app ${serial}` }),
    },
  },
  "footer-settings": {
    updateSettings: {
      write: () => settings.updateSettings("footer", { contactAddressEn: unique("Doha ") }, systemActor),
      did: (result) => expect(result).toMatchObject({ contactAddressEn: `Doha ${serial}` }),
    },
  },
  "faq-entries": {
    createFaqEntry: {
      write: () => faqEntries.createFaqEntry(entry, systemActor),
      did: (result) => expect(result).toMatchObject({ n: expect.any(Number) }),
    },
    updateFaqEntry: {
      prepare: async () => (await faqEntries.createFaqEntry(entry, systemActor)).question.id,
      write: (id) => faqEntries.updateFaqEntry(id, { ...entry, answerEn: "Changed", isVisible: false }, systemActor),
      did: (result) => expect(result).toMatchObject({ n: expect.any(Number) }),
    },
    deleteFaqEntry: {
      prepare: async () => (await faqEntries.createFaqEntry(entry, systemActor)).question.id,
      write: (id) => faqEntries.deleteFaqEntry(id, systemActor),
      did: deleted,
    },
  },
  "team-members": {
    createTeamMember: { write: () => teamMembers.createTeamMember(member, systemActor), did: stored },
    updateTeamMember: {
      prepare: async () => (await teamMembers.createTeamMember(member, systemActor)).id,
      write: (id) => teamMembers.updateTeamMember(id, { order: 2 }, systemActor),
      did: stored,
    },
    deleteTeamMember: {
      prepare: async () => (await teamMembers.createTeamMember(member, systemActor)).id,
      write: (id) => teamMembers.deleteTeamMember(id, systemActor),
      did: deleted,
    },
  },
};

const models: Record<string, Record<string, unknown>> = {
  "content-items": contentItems,
  "faq-entries": faqEntries,
  "button-links": buttonLinks,
  "header-settings": settings,
  "footer-settings": settings,
  "team-members": teamMembers,
};

describe("contentVersion", () => {
  for (const [model, paths] of Object.entries(writePaths)) {
    for (const [name, { prepare, write, did }] of Object.entries(paths)) {
      it(`moves after ${model} ${name}`, async () => {
        const id = prepare ? await prepare() : 0;
        const before = await contentVersion();
        did(await write(id));
        expect(await contentVersion()).not.toBe(before);
      });
    }
  }

  it("covers every exported write of the content models (the rest read: get…, list…, count…)", () => {
    for (const [model, module] of Object.entries(models)) {
      const writes = Object.entries(module)
        .filter(([name, value]) => typeof value === "function" && !/^(get|list|count)[A-Z]/.test(name))
        .map(([name]) => name);
      expect(writes.sort(), model).toEqual(Object.keys(writePaths[model]).sort());
    }
  });

  it("stays put when a write fails and rolls back", async () => {
    const key = unique("version.test.duplicate");
    await contentItems.createContentItem(item(key), systemActor);
    const before = await contentVersion();
    await expect(contentItems.createContentItem(item(key), systemActor)).rejects.toSatisfy(isUniqueViolation);
    expect(await contentVersion()).toBe(before);
  });

  it("moves with a write made outside the app's models (a tool, psql), in that write's transaction", async () => {
    const { key } = await contentItems.createContentItem(item(), systemActor);
    const before = await contentVersion();
    await sql`update content_items set "valueEn" = 'Edited elsewhere' where key = ${key}`.execute(db);
    expect(await contentVersion()).not.toBe(before);
  });

  it("reads SQLite's committed version at once, without a promise; PostgreSQL's through a shared read", async () => {
    const version = contentVersion();
    if (dialect === "sqlite") expect(typeof version).toBe("string");
    else expect(version).toBeInstanceOf(Promise);
    expect(await version).toBe(await contentVersion());
  });

  it("on SQLite, keeps a read for the rest of the loop's turn: this process's writes are seen at once, another process's by the next turn", async () => {
    if (dialect !== "sqlite") return expect(contentVersion()).toBeInstanceOf(Promise);
    const first = contentVersion();
    await contentItems.createContentItem(item(), systemActor);
    const afterOwnWrite = contentVersion();
    expect(afterOwnWrite).not.toBe(first);
    // Another connection (a tool, a second process) commits: this turn keeps its read, the next reads again.
    const other = new SQLite(databaseFile!);
    try {
      const kept = contentVersion();
      other.prepare("update content_version set version = version + 1 where id = 1").run();
      expect(contentVersion()).toBe(kept);
      await new Promise((resolve) => setImmediate(resolve));
      expect(Number(contentVersion())).toBe(Number(kept) + 1);
    } finally {
      other.close();
    }
  });

  it("shares reads among concurrent callers, never one that began before the caller, nor one a rollback undoes", async () => {
    const before = await contentVersion();
    // An open content transaction (it has moved the version): on SQLite it holds the one
    // connection, so reads wait in the shared queue, as they always do on PostgreSQL.
    let opened!: () => void;
    let release!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = writeContent(async () => {
      opened();
      await held;
      throw new Error("rolled back");
    }).catch((error: unknown) => error);
    await open;
    const underWay = contentVersion();
    const [second, third] = [contentVersion(), contentVersion()];
    expect(underWay).toBeInstanceOf(Promise);
    // Callers arriving during a read wait for the next one, which they share.
    expect(second).toBe(third);
    expect(second).not.toBe(underWay);
    release();
    expect(await transaction).toBeInstanceOf(Error);
    expect(await Promise.all([underWay, second, third])).toEqual([before, before, before]);

    await contentItems.createContentItem(item(), systemActor);
    const after = await Promise.all(Array.from({ length: 50 }, () => contentVersion()));
    expect(new Set(after).size).toBe(1);
    expect(after[0]).not.toBe(before);
  });

  it("reads a derived value once per content version, again after a write, and never keeps a failed read", async () => {
    let reads = 0;
    const read = async () => ++reads;
    const first = await perContentVersion("test.derived", read);
    expect(await perContentVersion("test.derived", read)).toBe(first);
    expect(reads).toBe(1);
    await contentItems.createContentItem(item(), systemActor);
    expect(await perContentVersion("test.derived", read)).toBe(first + 1);
    expect(reads).toBe(2);

    await contentItems.createContentItem(item(), systemActor);
    await expect(perContentVersion("test.failing", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await perContentVersion("test.failing", async () => "read again")).toBe("read again");
  });

  it("stays put on writes to tables that are not public content", async () => {
    const before = await contentVersion();
    await sql`insert into contact_messages ("fullName", email, message) values ('A', 'a@b.qa', 'Hello')`.execute(db);
    expect(await contentVersion()).toBe(before);
  });

  it("stays put when a draft is saved or discarded: a draft is not public (docs/decisions/0026-drafts-preview-translation-status.md)", async () => {
    const { id } = await contentItems.createContentItem(item(), systemActor);
    const before = await contentVersion();
    expect(await contentDrafts.saveContentDraft(id, { valueAr: "مسودة", valueEn: "Draft" }, systemActor)).toMatchObject({ contentItemId: id });
    expect(await contentDrafts.discardContentDraft(id, systemActor)).toBe(true);
    await contentDrafts.saveContentDraft(id, { valueAr: "مسودة", valueEn: "Draft" }, systemActor);
    expect(await contentDrafts.discardContentDrafts("home", systemActor)).toBeGreaterThan(0);
    expect(await contentVersion()).toBe(before);
  });
});
