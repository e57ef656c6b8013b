import { beforeAll, describe, expect, it } from "vitest";
import { execute } from "../support/database";
import { request, signIn } from "../support/http";
import { api } from "../support/openapi";
import { useServer } from "../support/server";

/*
 * Campaign pages in the dashboard search (docs/decisions/0041-search-index.md,
 * docs/decisions/0060-campaign-pages.md): a page is found by its titles, descriptions, slug and its
 * blocks' words in both languages, Arabic folded as everywhere; a hit links to its editor; the index
 * follows an edit, a delete and a row written by plain SQL (the table's triggers).
 */
const server = useServer();
let cookie: string;

beforeAll(async () => {
  cookie = await signIn(server);
});

interface Hit {
  kind: string;
  id: string;
  title: string;
  snippet: string;
  url: string;
}

async function pageHits(q: string, language: "ar" | "en" = "en") {
  const answer = await api(server, "GET", `/api/admin/search?q=${encodeURIComponent(q)}&kind=page`, {
    cookie: `${cookie}; mahami-language=${language}`,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.items as Hit[];
}

const blocks = (arabic: string, english: string) => [
  { type: "hero", text: { ar: { title: "أهلاً", text: arabic }, en: { title: "Welcome", text: english } } },
  {
    type: "cards",
    cards: [{ icon: "Star" }],
    text: { ar: { title: "بطاقات", cards: [{ title: "مُسابَقة الإبداع" }] }, en: { title: "Cards", cards: [{ title: "Creativity contest" }] } },
  },
  { type: "richText", only: "en", text: { en: { markdown: "## Lantern parade" } } },
];

describe("campaign pages in the dashboard search", () => {
  it("finds a page by title, description, slug and block words in both languages, Arabic folded, and links to its editor", async () => {
    const created = await api(server, "POST", "/api/admin/pages", {
      cookie,
      body: {
        slug: "eid-campaign",
        titleAr: "حملة العيد",
        titleEn: "Eid campaign",
        descriptionAr: "هدايا لأبنائكم",
        descriptionEn: "Gifts for your children",
        blocks: blocks("جوائز قيّمة للفائزين", "Valuable prizes for the winners"),
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const expected = { kind: "page", id: String(id), url: `/admin-dashboard/pages/${id}` };
    for (const q of ["حمله العيد", "Eid campaign", "هدايا", "children", "eid-campaign", "جوائز", "prizes", "مسابقه الابداع", "contest", "lantern"]) {
      const found = await pageHits(q);
      expect(found, q).toHaveLength(1);
      expect(found[0], q).toMatchObject(expected);
    }
    // The title in the reader's language.
    expect((await pageHits("eid", "en"))[0]!.title).toBe("Eid campaign");
    expect((await pageHits("eid", "ar"))[0]!.title).toBe("حملة العيد");
    // The whole search counts it with the other kinds.
    const all = await api(server, "GET", `/api/admin/search?q=prizes`, { cookie });
    expect(all.body.counts.page).toBe(1);

    // The dashboard's search page links the hit to the page's editor (no JavaScript needed).
    const html = await (await request(server, `/admin-dashboard/search?q=prizes`, { headers: { Cookie: `${cookie}; mahami-language=en` } })).text();
    expect(html).toContain(`href="/admin-dashboard/pages/${id}"`);

    // An edit is found at once, the old words no longer.
    const edited = await api(server, "PATCH", `/api/admin/pages/${id}`, { cookie, body: { blocks: blocks("سحب يومي", "Daily draw") } });
    expect(edited.status).toBe(200);
    expect(await pageHits("prizes")).toEqual([]);
    expect(await pageHits("جوائز")).toEqual([]);
    expect((await pageHits("daily draw"))[0]).toMatchObject(expected);
    expect((await pageHits("سحب"))[0]).toMatchObject(expected);

    // A row written by plain SQL is indexed by the table's triggers; a deleted page is gone from the search.
    await execute(server, `update pages set "titleEn" = 'Moonlit bazaar' where id = ?`, id);
    expect((await pageHits("moonlit"))[0]).toMatchObject(expected);
    expect((await api(server, "DELETE", `/api/admin/pages/${id}`, { cookie })).status).toBe(204);
    expect(await pageHits("moonlit")).toEqual([]);
  });
});
