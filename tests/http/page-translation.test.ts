import { beforeAll, describe, expect, it } from "vitest";
import { request, signIn } from "../support/http";
import { api } from "../support/openapi";
import { useServer } from "../support/server";

/*
 * A campaign page's translation status per field (docs/decisions/0060-campaign-pages.md): `stale`
 * beside `missing` in the administration answers — a field whose other language changed after this
 * language was last written — following the block when blocks move, cleared when the language catches up.
 */
const server = useServer();
let cookie: string;

beforeAll(async () => {
  cookie = await signIn(server);
});

type Block = {
  id?: string;
  type: string;
  only?: string;
  text: { ar: Record<string, unknown>; en: Record<string, unknown> };
  [field: string]: unknown;
};

const hero = (ar: string, en: string): Block => ({ id: "top", type: "hero", text: { ar: { title: ar }, en: { title: en } } });
const cards = (ar: string, en: string): Block => ({
  id: "why",
  type: "cards",
  cards: [{ icon: "Star" }],
  text: { ar: { title: "لماذا", cards: [{ title: ar }] }, en: { title: "Why", cards: [{ title: en }] } },
});

describe("translation status of a campaign page", () => {
  it("marks a field stale in the language the other left behind, by its path, until it catches up", async () => {
    const created = await api(server, "POST", "/api/admin/pages", {
      cookie,
      body: {
        slug: "back-to-school-2027",
        titleAr: "العودة إلى المدارس",
        titleEn: "Back to school",
        blocks: [hero("مرحباً", "Welcome"), cards("سهل", "Easy")],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.stale).toEqual({ ar: [], en: [] });
    const id = created.body.id as number;
    const patch = (body: Record<string, unknown>) => api(server, "PATCH", `/api/admin/pages/${id}`, { cookie, body });

    // English moves ahead on the hero's title and a card: Arabic is stale there, English is not.
    const english = await patch({ blocks: [hero("مرحباً", "Welcome back"), cards("سهل", "Simple")] });
    expect(english.status).toBe(200);
    expect(english.body.stale).toEqual({ ar: ["blocks.0.text.ar.title", "blocks.1.text.ar.cards.0.title"], en: [] });
    expect(english.body.missing).toEqual({ ar: [], en: [] });

    // The blocks move: the stale field follows its block.
    const moved = await patch({ blocks: [cards("سهل", "Simple"), hero("مرحباً", "Welcome back")] });
    expect(moved.body.stale.ar).toEqual(["blocks.0.text.ar.cards.0.title", "blocks.1.text.ar.title"]);

    // Arabic catches up on the hero; the page's title moves ahead in Arabic: English is stale there.
    const caughtUp = await patch({ titleAr: "عودة إلى المدرسة", blocks: [cards("سهل", "Simple"), hero("أهلاً بعودتكم", "Welcome back")] });
    expect(caughtUp.body.stale).toEqual({ ar: ["blocks.0.text.ar.cards.0.title"], en: ["titleEn"] });
    // Read back the same, the API's answer and the list alike.
    expect((await api(server, "GET", `/api/admin/pages/${id}`, { cookie })).body.stale).toEqual(caughtUp.body.stale);
    const listed = (await api(server, "GET", "/api/admin/pages", { cookie })).body.find((page: { id: number }) => page.id === id);
    expect(listed.stale).toEqual(caughtUp.body.stale);

    // The Pages tab's editor lists them under each language's publishing panel, linked to their fields.
    const editor = await request(server, `/admin-dashboard/pages/${id}`, { headers: { Cookie: `${cookie}; mahami-language=en` } });
    expect(editor.status).toBe(200);
    const html = await editor.text();
    const staleList = (language: string) => html.match(new RegExp(`data-testid="stale-${language}"[\\s\\S]*?</ul>`))?.[0] ?? "";
    expect(staleList("ar")).toContain('href="#field-blocks.0.text.ar.cards.0.title"');
    expect(staleList("ar")).toContain("(1 field)");
    expect(staleList("en")).toContain('href="#field-titleEn"');

    // A field emptied in one language is missing there, not stale.
    const emptied = await patch({ blocks: [cards("سهل", ""), hero("أهلاً بعودتكم", "Welcome back")] });
    expect(emptied.body.missing.en).toEqual(["blocks.0.text.en.cards.0.title"]);
    expect(emptied.body.stale.ar).toEqual([]);
  });
});
