import { systemActor } from "#db/models/activity.server";
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { db } from "#db/database.server";
import { createContentItem } from "#db/models/content-items.server";
import { createButtonLink } from "#db/models/button-links.server";
import { createTeamMember } from "#db/models/team-members.server";
import { loadButtons, loadFaq, loadTeam, withKnownIcons } from "~/routes/site/page-data.server";
import { log } from "~/domain/log.server";

const member = { bio: "", imageUrl: "", email: "", phone: "" };

describe("withKnownIcons", () => {
  it("turns an unknown icon name into the star and leaves other texts alone", () => {
    expect(withKnownIcons({ "home.a.icon": "NoSuchIcon", "home.b.icon": "Wallet", "home.a.title": "NoSuchIcon" })).toEqual({
      "home.a.icon": "Star",
      "home.b.icon": "Wallet",
      "home.a.title": "NoSuchIcon",
    });
  });
});

describe("loadTeam", () => {
  it("is null (the page says the team comes soon) while no active member exists", async () => {
    expect(await loadTeam("en")).toBeNull();
    await createTeamMember({ ...member, name: "Away", position: "Advisor", isActive: false, order: 0 }, systemActor);
    expect(await loadTeam("en")).toBeNull();
  });

  it("lists active members in their order, each in the page's language", async () => {
    await createTeamMember(
      { ...member, name: "ب", position: "مصممة", nameEn: "B", positionEn: "Designer", isActive: true, order: 2, imageUrl: "/images/b.png" },
      systemActor,
    );
    await createTeamMember(
      { ...member, name: "أ", position: "مؤسس", bio: "بدأها", nameEn: "A", positionEn: "Founder", bioEn: "Started it", isActive: true, order: 1 },
      systemActor,
    );
    const team = await loadTeam("en");
    expect(team?.map(({ name, role, bio, imageUrl }) => ({ name, role, bio, imageUrl }))).toEqual([
      { name: "A", role: "Founder", bio: "Started it", imageUrl: "" },
      { name: "B", role: "Designer", bio: "", imageUrl: "/images/b.png" },
    ]);
    expect((await loadTeam("ar"))?.map(({ name, role, bio }) => ({ name, role, bio }))).toEqual([
      { name: "أ", role: "مؤسس", bio: "بدأها" },
      { name: "ب", role: "مصممة", bio: "" },
    ]);
  });

  it("leaves out a member until both languages are written (docs/decisions/0057-faq-and-team-as-bilingual-records.md)", async () => {
    await createTeamMember({ ...member, name: "نورة", position: "مديرة المنتج", isActive: true, order: 1 }, systemActor);
    await createTeamMember(
      { ...member, name: "سارة", position: "مصممة", bio: "تصمم الشاشات", nameEn: "Sara", positionEn: "Designer", isActive: true, order: 2 },
      systemActor,
    );
    const names = (await loadTeam("ar"))?.map((card) => card.name);
    expect(names).toEqual(["أ", "ب"]);
    expect((await loadTeam("en"))?.map((card) => card.name)).toEqual(["A", "B"]);
  });
});

describe("loadButtons", () => {
  it("resolves each key's stored link for the page and language; a key without one is disabled", async () => {
    await createButtonLink(
      {
        contentKey: "teachers.hero.join_button",
        linkType: "internal",
        externalUrl: null,
        internalPage: "contact",
        sectionId: null,
        isActive: true,
      },
      systemActor,
    );
    await createButtonLink(
      {
        contentKey: "teachers.hero.guide_button",
        linkType: "section",
        externalUrl: null,
        internalPage: null,
        sectionId: "subjects",
        isActive: true,
      },
      systemActor,
    );
    expect(await loadButtons(["teachers.hero.join_button", "teachers.hero.guide_button", "teachers.cta.none"], "en", "teachers")).toEqual({
      "teachers.hero.join_button": { kind: "internal", href: "/en/contact" },
      "teachers.hero.guide_button": { kind: "section", href: "#subjects" },
      "teachers.cta.none": { kind: "disabled" },
    });
  });
});

describe("loadFaq", () => {
  it("pairs the FAQ items of the database in the visitor's language", async () => {
    const faqItem = { category: "faq", page: "faq", description: "" };
    await createContentItem({ ...faqItem, key: "faq.question.1", type: "text", valueAr: "سؤال", valueEn: "Question" }, systemActor);
    await createContentItem({ ...faqItem, key: "faq.answer.1", type: "text", valueAr: "جواب", valueEn: "Answer" }, systemActor);
    expect(await loadFaq("ar")).toEqual({ entries: [{ key: "faq.question.1", question: "سؤال", answer: "جواب" }] });
  });
});

describe("when the database cannot answer", () => {
  it("answers no team (the coming-soon line) and an empty FAQ instead of failing the page", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    await sql`drop table team_members`.execute(db);
    // Drafts and FAQ entries refer to content items: PostgreSQL refuses to drop a table others depend on.
    await sql`drop table content_drafts`.execute(db);
    await sql`drop table faq_entries`.execute(db);
    await sql`drop table content_items`.execute(db);
    expect(await loadTeam("en")).toBeNull();
    expect(await loadFaq("en")).toEqual({ entries: [] });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
