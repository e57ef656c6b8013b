import { spawn } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { execute, queryRow } from "../support/database";
import { request, signIn } from "../support/http";
import { api } from "../support/openapi";
import { useServer } from "../support/server";
import { testDialect } from "../support/test-database";

/*
 * Search (docs/decisions/0041-search-index.md) through the API on the real build and
 * database: the Arabic folding end to end, keys, kinds, paging, the refusals, hostile input, roles,
 * `?q=` on the content and messages lists, and an index that follows every write — the API's, the
 * drafts', a revision's restore, plain SQL — with `npm run search:reindex` rebuilding it.
 */
const server = useServer();
let cookie: string;

interface Hit {
  kind: string;
  id: string;
  title: string;
  snippet: string;
  url: string;
}

const search = (query: string, cookieOf = cookie) => api(server, "GET", `/api/admin/search?${query}`, { cookie: cookieOf });
/** The hits of `q`, every kind the administrator reads, one page of 100. */
async function hits(q: string) {
  const answer = await search(`q=${encodeURIComponent(q)}&pageSize=100`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.items as Hit[];
}
const ids = async (q: string, kind = "content") => (await hits(q)).filter((hit) => hit.kind === kind).map((hit) => Number(hit.id));

async function createItem(key: string, valueAr: string, valueEn: string, page = "home", category = "hero") {
  const created = await api(server, "POST", "/api/admin/content", {
    cookie,
    body: { key, type: "text", valueAr, valueEn, category, page, description: "" },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

let itemId: number;
let faqId: number;

beforeAll(async () => {
  cookie = await signIn(server);
  itemId = await createItem("home.searchtest.title", "مَرَّاكُش: المدرسة إسلام آكل الدورى ١٢٣ مســؤول", "MAHAMI helps families");
  faqId = await createItem("faq.question.77", "كيف أسجّل في المدرسة؟", "How do I register?", "faq", "faq");
  for (const [name, subject] of [
    ["Zebrafish One", "zebrafish tanks"],
    ["Zebrafish Two", "about zebrafish"],
    ["Zebrafish Three", "a zebrafish question"],
    ["Underscore", "foo_bar"],
    ["Wildcard", "fooxbar"],
  ]) {
    await execute(
      server,
      `insert into contact_messages ("fullName", email, subject, message) values (?, ?, ?, ?)`,
      name,
      `${name.split(" ")[1] ?? "x"}@example.com`.toLowerCase(),
      subject,
      "نص الرسالة",
    );
  }
  expect((await api(server, "POST", "/api/admin/team", { cookie, body: { name: "Zebrafish Keeper", position: "خبير الأسماك" } })).status).toBe(201);
  await execute(server, `insert into newsletter_subscribers (email, status) values (?, 'confirmed')`, "zebrafish-fan@example.com");
});

describe(`GET /api/admin/search (${testDialect})`, () => {
  it("folds Arabic as ADR 0041 lists: tashkeel, hamza forms, ya and alef maqsura, taa marbuta, tatweel, Arabic-Indic digits, Latin case", async () => {
    for (const q of ["مراكش", "مَرَّاكُش", "اسلام", "إسلام", "اكل", "الدوري", "الدورى", "123", "١٢٣", "مسؤول", "مســؤول", "mahami", "MAHAMI", "FAMIL"]) {
      expect(await ids(q), q).toContain(itemId);
    }
    // Word prefixes in any order; a word's middle or a longer word is not a match.
    expect(await ids("famil مراك")).toContain(itemId);
    expect(await ids("اكش")).not.toContain(itemId);
    expect(await ids("مراكشي")).not.toContain(itemId);
    expect(await ids("مراكش nothinghere")).not.toContain(itemId);
  });

  it("finds «المدرسة» from «مدرسة» (the article skipped), and the key by its parts", async () => {
    expect(await ids("مدرسة")).toContain(itemId);
    expect(await ids("مدرسه")).toContain(itemId);
    expect(await ids("home.searchtest")).toContain(itemId);
    expect(await ids("searchtest.title")).toContain(itemId);
    expect(await ids("earchtest")).not.toContain(itemId);
  });

  it("answers each hit with its kind, original title and snippet, and its dashboard link", async () => {
    const answer = await search(`q=${encodeURIComponent("مدرسة")}`);
    const content = answer.body.items.find((hit: Hit) => hit.kind === "content" && Number(hit.id) === itemId);
    expect(content).toEqual({
      kind: "content",
      id: String(itemId),
      title: "home.searchtest.title",
      snippet: "مَرَّاكُش: المدرسة إسلام آكل الدورى ١٢٣ مســؤول",
      url: `/admin-dashboard?edit=${itemId}#item-${itemId}`,
    });
    const faq = answer.body.items.find((hit: Hit) => hit.kind === "faq" && Number(hit.id) === faqId);
    expect(faq).toMatchObject({ title: "How do I register?", snippet: "كيف أسجّل في المدرسة؟", url: `/admin-dashboard/faq?edit=${faqId}` });
    expect(answer.body.counts.faq).toBeGreaterThanOrEqual(1);
  });

  it("suggests the site's nearest words when nothing is found, as written on the site, never a word of a message", async () => {
    const suggested = async (q: string) => {
      const answer = await search(`q=${encodeURIComponent(q)}`);
      expect(answer.status).toBe(200);
      expect(answer.body.total, q).toBe(0);
      return answer.body.suggestion as string | undefined;
    };
    // One letter missing, in Arabic with and without the article; a letter swapped in English.
    expect(await suggested("مكفآت")).toBe("مكافآت");
    expect(await suggested("المكفآت")).toBe("المكافآت");
    expect((await suggested("rewrds"))?.toLowerCase()).toBe("rewards");
    // Words that are found stay as typed; only the unknown one changes.
    expect(await suggested("مدرسة rewrds")).toMatch(/^مدرسة rewards$/i);
    // Nothing near, or too short to guess: no suggestion.
    expect(await suggested("zzqqxxvv")).toBeUndefined();
    expect(await suggested("qzx")).toBeUndefined();
    // A visitor's message is personal: its words are never offered.
    await execute(
      server,
      `insert into contact_messages ("fullName", email, subject, message) values (?, ?, ?, ?)`,
      "Quetzalcoatl Visitor",
      "quetzal@example.com",
      "quetzalcoatlus",
      "نص",
    );
    expect(await suggested("quetzalcoatlas")).toBeUndefined();
    await execute(server, "delete from contact_messages where email = ?", "quetzal@example.com");
  });

  it("counts each kind, orders by kind, and pages", async () => {
    const all = await search("q=zebrafish");
    expect(all.body.counts).toEqual({ content: 0, faq: 0, message: 3, team: 1, media: 0, subscriber: 1, page: 0 });
    expect(all.body.total).toBe(5);
    expect(all.body.items.map((hit: Hit) => hit.kind)).toEqual(["message", "message", "message", "team", "subscriber"]);
    // Newest first within a kind.
    expect(all.body.items[0].title).toBe("a zebrafish question");

    const second = await search("q=zebrafish&kind=message&pageSize=2&page=2");
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2, counts: { message: 3, team: 0 } });
    expect(second.body.items.map((hit: Hit) => hit.title)).toEqual(["zebrafish tanks"]);
    // One letter: read by a scan of the index on SQLite, not its trigrams; the same answer.
    const oneLetter = await search("q=Z&kind=message");
    expect(oneLetter.body.total).toBe(3);
    expect(oneLetter.body.items.map((hit: Hit) => hit.title)).toEqual(["a zebrafish question", "about zebrafish", "zebrafish tanks"]);
    // Its pages, kind after kind, are the slices of its whole list.
    const whole = (await search("q=z&pageSize=100")).body;
    expect(whole.items.map((hit: Hit) => hit.kind)).toEqual(expect.arrayContaining(["message", "team", "subscriber"]));
    const pages = [];
    for (let number = 1; number <= Math.ceil(whole.total / 2); number++) pages.push(...(await search(`q=z&pageSize=2&page=${number}`)).body.items);
    expect(pages).toEqual(whole.items);
    const two = await search("q=zebrafish&kind=team&kind=subscriber");
    expect(two.body.items.map((hit: Hit) => hit.kind)).toEqual(["team", "subscriber"]);
    expect(two.body.items[1]).toMatchObject({ title: "zebrafish-fan@example.com" });
    expect(two.body.items[1].url).toMatch(/^\/admin-dashboard\/newsletter\?q=zebrafish#subscriber-\d+$/);
  });

  it("links a subscriber to its row in the newsletter tab, which its own `?q=` narrows to it", async () => {
    const [hit] = (await search("q=zebrafish&kind=subscriber")).body.items;
    const tab = await request(server, hit.url.replace(/#.*/, ""), { headers: { Cookie: cookie } });
    expect(tab.status).toBe(200);
    const html = await tab.text();
    expect(html).toContain(`id="subscriber-${hit.id}"`);
    expect(html.match(/data-testid="subscriber"/g)).toHaveLength(1);
    expect(html).toMatch(/<input[^>]*id="newsletter-q"[^>]*value="zebrafish"|<input[^>]*value="zebrafish"[^>]*id="newsletter-q"/);
    const none = await (
      await request(server, "/admin-dashboard/newsletter?q=xyzzy", { headers: { Cookie: `mahami-language=en; ${cookie}` } })
    ).text();
    expect(none).toContain("Nothing in this list matches “xyzzy”.");
    const long = await request(server, `/admin-dashboard/newsletter?q=${"x".repeat(201)}`, { headers: { Cookie: cookie } });
    expect(long.status).toBe(400);
  });

  it("takes `_` literally (a word joiner, not a wildcard); `%` separates words", async () => {
    expect((await hits("foo_bar")).map((hit) => hit.title)).toEqual(["foo_bar"]);
    expect((await hits("foo%bar")).map((hit) => hit.title)).toEqual(["foo_bar"]);
    expect(await hits("oo_bar")).toEqual([]);
  });

  it("refuses an empty, too long or unsearchable q, an unknown kind, a bad page: 400 with a message", async () => {
    const refusals: [string, string][] = [
      ["", "Type what to search for in q."],
      ["q=%20%20", "Type what to search for in q."],
      [`q=${"a".repeat(201)}`, "A search is at most 200 characters: shorten q."],
      [`q=${encodeURIComponent("ـــ َ ؟ !")}`, "q holds nothing to search for: type at least one letter or digit."],
      [`q=${encodeURIComponent("\u202E\u200F")}`, "q holds nothing to search for: type at least one letter or digit."],
      ["q=a&kind=secret", "Some fields are missing or not valid."],
      ["q=a&page=0", "Some fields are missing or not valid."],
      ["q=a&pageSize=101", "Some fields are missing or not valid."],
    ];
    for (const [query, message] of refusals) {
      const answer = await search(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toBe(message);
    }
    // Exactly 200 characters is a search.
    expect((await search(`q=${"a".repeat(200)}`)).status).toBe(200);
  });

  it("answers hostile input with a result or a 400, never a 500, on the search and both lists", async () => {
    const hostile = [
      '"',
      '""',
      "*",
      "a*",
      "NEAR",
      "NEAR(a b)",
      'a" OR "b',
      "%",
      "_",
      "\\",
      "a\\%b",
      "[*?]",
      "'; drop table contact_messages; --",
      "a\u0000b",
      "\u0000",
      "\u202Eabc\u202C",
      "\u2066مراكش\u2069",
      "x".repeat(10_000),
      "ال",
      "a ".repeat(100),
    ];
    // Raw escapes too: a lone surrogate, bytes that are not UTF-8, a lone percent sign.
    const encoded = [...hostile.map(encodeURIComponent), "%ED%A0%80", "%FF%FE", "%", "%%", "a%2"];
    for (const q of encoded) {
      for (const path of ["/api/admin/search", "/api/admin/content", "/api/admin/contacts"]) {
        const answer = await api(server, "GET", `${path}?q=${q}`, { cookie });
        expect([200, 400], `${path} ${q.slice(0, 40)}`).toContain(answer.status);
      }
    }
    expect(await ids("\u2066مراكش\u2069")).toContain(itemId);
    expect(await queryRow<{ count: number }>(server, "select count(*) as count from contact_messages")).toEqual({ count: 5 });
  });

  it("shows an editor only the kinds their role reads: never messages or subscribers", async () => {
    const password = "a-long-editor-passphrase-42";
    expect((await api(server, "POST", "/api/admin/users", { cookie, body: { email: "searcher@mahami.qa", password, role: "editor" } })).status).toBe(
      201,
    );
    const editor = await signIn(server, "198.51.100.9", "searcher@mahami.qa", password);
    const answer = await search("q=zebrafish", editor);
    expect(answer.status).toBe(200);
    expect(answer.body.counts).toEqual({ content: 0, faq: 0, message: 0, team: 1, media: 0, subscriber: 0, page: 0 });
    expect(answer.body.items.map((hit: Hit) => hit.kind)).toEqual(["team"]);
    expect((await search("q=zebrafish&kind=message", editor)).status).toBe(403);
    expect((await search("q=zebrafish&kind=subscriber", editor)).status).toBe(403);
    expect((await api(server, "GET", "/api/admin/contacts?q=zebrafish", { cookie: editor })).status).toBe(403);
  });
});

describe(`?q= on the content and messages lists (${testDialect})`, () => {
  it("filters GET /api/admin/content, drafts included, with the other filters", async () => {
    const found = await api(server, "GET", `/api/admin/content?q=${encodeURIComponent("مراكش")}`, { cookie });
    expect(found.body.map((item: { id: number }) => item.id)).toEqual([itemId]);
    expect(
      (await api(server, "GET", `/api/admin/content?page=faq&q=${encodeURIComponent("مدرسة")}`, { cookie })).body.map(
        (item: { id: number }) => item.id,
      ),
    ).toEqual([faqId]);
    const tooLong = await api(server, "GET", `/api/admin/content?q=${"a".repeat(201)}`, { cookie });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe("A search is at most 200 characters: shorten q.");
    // A blank q is no filter.
    expect((await api(server, "GET", "/api/admin/content?q=", { cookie })).body.length).toBeGreaterThan(100);
  });

  it("filters GET /api/admin/contacts, paged, with the total of the matches", async () => {
    const page = await api(server, "GET", "/api/admin/contacts?q=zebrafish&page=1&pageSize=2", { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("x-total-count")).toBe("3");
    expect(page.body.map((message: { subject: string }) => message.subject)).toEqual(["a zebrafish question", "about zebrafish"]);
    expect((await api(server, "GET", "/api/admin/contacts?q=example.com", { cookie })).body).toHaveLength(5);
    expect((await api(server, "GET", "/api/admin/contacts?q=%D9%8E", { cookie })).status).toBe(400);
  });
});

describe(`?q= on the content and messages tabs (${testDialect})`, () => {
  const page = async (path: string, language = "en") => {
    const response = await request(server, path, { headers: { Cookie: `${cookie}; mahami-language=${language}` } });
    return { status: response.status, html: await response.text() };
  };

  it("the content tab lists only the matching items, with a labelled search field holding the query", async () => {
    const { status, html } = await page(`/admin-dashboard?q=${encodeURIComponent("مراكش")}`);
    expect(status).toBe(200);
    expect(html).toContain('role="search"');
    expect(html).toMatch(/<label[^>]*for="content-q"/);
    expect(html).toContain('value="مراكش"');
    expect(html).toContain(`id="item-${itemId}"`);
    expect(html.match(/id="item-\d+"/g)).toHaveLength(1);
    expect(html).toContain("Showing what matches “مراكش”.");
    const none = await page(`/admin-dashboard?q=nothingmatchesthis`);
    expect(none.html).toContain("Nothing matches “nothingmatchesthis”.");
    expect(none.html).not.toMatch(/id="item-\d+"/);
    const refused = await page(`/admin-dashboard?q=${"a".repeat(201)}`, "ar");
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("لا يزيد البحث على 200 حرف: اختصره.");
  });

  it("the messages tab filters and pages with the query kept in its links", async () => {
    for (let index = 0; index < 27; index++) {
      await execute(
        server,
        `insert into contact_messages ("fullName", email, subject, message) values (?, ?, ?, ?)`,
        `Pager ${index}`,
        "p@example.com",
        `pagerword ${index}`,
        "…",
      );
    }
    const first = await page("/admin-dashboard/messages?q=pagerword");
    expect(first.status).toBe(200);
    expect(first.html.match(/data-testid="message"/g)).toHaveLength(25);
    expect(first.html).toContain('href="/admin-dashboard/messages?q=pagerword&amp;page=2"');
    expect(first.html).toContain('href="/admin-dashboard/messages?q=pagerword&amp;filter=unread"');
    const second = await page("/admin-dashboard/messages?q=pagerword&page=2");
    expect(second.html.match(/data-testid="message"/g)).toHaveLength(2);
    const refused = await page(`/admin-dashboard/messages?q=${encodeURIComponent("ـــ")}`);
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("Type at least one letter or digit to search for.");
    await execute(server, "delete from contact_messages where email = ?", "p@example.com");
  });
});

/** `npm run search:reindex` against the server's database. */
function reindex() {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn("npm", ["run", "--silent", "search:reindex"], { env: { ...process.env, DATABASE_URL: server.databaseUrl } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (status) => resolve({ status, output }));
  });
}

describe(`the index never drifts from the rows (${testDialect})`, { timeout: 120_000 }, () => {
  it("follows edits, drafts, publishing, deletion and a revision's restore", async () => {
    const id = await createItem("home.drift.title", "قديم", "oldword");
    expect(await ids("oldword")).toEqual([id]);

    expect((await api(server, "PATCH", `/api/admin/content/${id}`, { cookie, body: { valueEn: "newword" } })).status).toBe(200);
    expect(await ids("oldword")).toEqual([]);
    expect(await ids("newword")).toEqual([id]);

    expect((await api(server, "PUT", `/api/admin/content/${id}/draft`, { cookie, body: { valueEn: "draftword" } })).status).toBe(200);
    expect(await ids("draftword")).toEqual([id]);
    expect(await ids("newword")).toEqual([id]);
    expect((await api(server, "DELETE", `/api/admin/content/${id}/draft`, { cookie })).status).toBe(204);
    expect(await ids("draftword")).toEqual([]);

    expect((await api(server, "PUT", `/api/admin/content/${id}/draft`, { cookie, body: { valueAr: "منشورة" } })).status).toBe(200);
    expect((await api(server, "POST", "/api/admin/drafts/publish", { cookie, body: {} })).status).toBe(200);
    expect(await ids("منشوره")).toEqual([id]);
    expect(await ids("قديم")).toEqual([]);

    expect((await api(server, "DELETE", `/api/admin/content/${id}`, { cookie })).status).toBe(204);
    expect(await ids("newword")).toEqual([]);
    const revisions = await api(server, "GET", `/api/admin/revisions?entity=content&entityId=${id}`, { cookie });
    const deletion = revisions.body.items.find((revision: { action: string }) => revision.action === "delete");
    expect((await api(server, "POST", `/api/admin/revisions/${deletion.id}/restore`, { cookie, body: {} })).status).toBe(200);
    const restored = await ids("newword");
    expect(restored).toHaveLength(1);
    expect(await ids("منشوره")).toEqual(restored);
  });

  it("follows rows written with plain SQL, and npm run search:reindex rebuilds a lost index", async () => {
    await execute(
      server,
      `insert into content_items (key, type, "valueAr", "valueEn", category, page, description, "createdAt", "updatedAt", "valueArUpdatedAt", "valueEnUpdatedAt") values ('home.sql.title', 'text', 'مكتوب', 'sqlword', 'hero', 'home', '', '2026-11-26T00:00:00.000Z', '2026-11-26T00:00:00.000Z', '2026-11-26T00:00:00.000Z', '2026-11-26T00:00:00.000Z')`,
    );
    const [id] = await ids("sqlword");
    expect(id).toBeGreaterThan(0);
    await execute(server, `update content_items set "valueEn" = 'sqlchanged' where id = ?`, id);
    expect(await ids("sqlword")).toEqual([]);
    expect(await ids("sqlchanged")).toEqual([id]);
    await execute(server, "delete from contact_messages where subject = ?", "fooxbar");
    expect((await hits("fooxbar")).length).toBe(0);

    // An index emptied behind the triggers' back (as a tool that bypasses them would leave it).
    await execute(server, "delete from search_index");
    expect(await ids("sqlchanged")).toEqual([]);
    const rebuilt = await reindex();
    expect(rebuilt.status, rebuilt.output).toBe(0);
    expect(rebuilt.output).toMatch(/^Search index rebuilt: \d+ records in \d+ ms\.$/m);
    expect(await ids("sqlchanged")).toEqual([id]);
    expect(await ids("مراكش")).toContain(itemId);
    const indexed = await queryRow<{ count: number }>(server, "select count(*) as count from search_index");
    const rows = await queryRow<{ count: number }>(
      server,
      "select (select count(*) from content_items) + (select count(*) from contact_messages) + (select count(*) from team_members) + (select count(*) from media) + (select count(*) from newsletter_subscribers) + (select count(*) from activity) as count",
    );
    expect(indexed.count).toBe(rows.count);
  });
});
