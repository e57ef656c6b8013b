import { beforeAll, describe, expect, it } from "vitest";
import { api, request, signIn, uploadImage } from "../support/http";
import { png } from "../support/images";
import { useServer } from "../support/server";

/*
 * Search pages (docs/decisions/0041-search-index.md) over HTTP, without JavaScript: the public FAQ search of /contact and
 * /en/contact (real FAQ text, folded Arabic, rendered per request and never stored), and the
 * dashboard's search page (grouped by kind, the matched words marked, 400 on a refused query, an
 * editor's kinds only).
 */
const server = useServer({ TRUST_PROXY: "1" });
const editorPassword = "a-long-editor-passphrase-42";
let admin: string;
let editor: string;

beforeAll(async () => {
  admin = await signIn(server, "198.51.100.11");
  const created = await api(server, "POST", "/api/admin/users", {
    cookie: admin,
    body: { email: "search-editor@mahami.qa", password: editorPassword, role: "editor" },
  });
  expect(created.status).toBe(201);
  editor = await signIn(server, "198.51.100.12", "search-editor@mahami.qa", editorPassword);
  const content = await api(server, "POST", "/api/admin/content", {
    cookie: admin,
    body: {
      key: "home.league.note",
      type: "text",
      page: "home",
      valueAr: "نتائج بطولة الدَّوريّ القطريّ لهذا الموسم",
      valueEn: "This season's league results",
    },
  });
  expect(content.status).toBe(201);
  const message = await api(server, "POST", "/api/contact", {
    body: { name: "ولي أمر", email: "parent.league@example.com", subject: "سؤال عن الدوري", message: "هل يشارك ابني في الدوري المدرسي؟" },
    ip: "10.9.0.1",
  });
  expect(message.status).toBe(201);
});

const contactPage = (path: string) => request(server, path);
const headers = (cookie: string, language: "ar" | "en") => ({ Cookie: `${cookie}; mahami-language=${language}` });
/** The text of every <mark> of a page, in order. */
const marks = (html: string) => [...html.matchAll(/<mark[^>]*>([^<]*)<\/mark>/g)].map((match) => match[1]);
/** The opening tag of the form named `label`, its attributes in any order. */
const formNamed = (html: string, label: string) => html.match(new RegExp(`<form(?=[^>]*aria-label="${label}")[^>]*>`))?.[0] ?? "";
/** The links of a page, each `href` with the attributes of its tag. */
const links = (html: string) => [...html.matchAll(/<a\s[^>]*>/g)].map((match) => match[0]);
/** The activity log's rows. */
const rows = (html: string) => [...html.matchAll(/<tr[^>]*data-testid="activity-row"[\s\S]*?<\/tr>/g)].map((match) => match[0]);
/** The FAQ section of the contact page (from its id to the end of the page). */
const faqSection = (html: string) => html.slice(html.indexOf('id="faq"'));

describe("the public FAQ search", () => {
  it("puts a labelled GET search form above the FAQ of the plain page, which still comes from the store", async () => {
    for (const [path, label] of [
      ["/contact", "ابحث في الأسئلة"],
      ["/en/contact", "Search the questions"],
    ] as const) {
      await contactPage(path);
      const stored = await contactPage(path);
      expect(stored.status).toBe(200);
      expect(stored.headers.get("etag"), path).toBeTruthy();
      const html = faqSection(await stored.text());
      const form = formNamed(html, label);
      expect(form).toContain('method="get"');
      expect(form).toContain(`action="${path}#faq"`);
      expect(form).toContain('role="search"');
      expect(html).toContain(`<label for="faq-q" class="mb-2 block font-bold text-ink">${label}</label>`);
      expect(html).not.toContain("<mark");
    }
  });

  it("finds Arabic answers whatever their alef, ya, taa marbuta, diacritics or digits, and marks the words as written", async () => {
    // «المكافاه» finds «المكافأة» (hamza on alef, taa marbuta), «صمم» finds «صُمم» (a damma), «٢٤» finds «24».
    const rewards = await contactPage(`/contact?q=${encodeURIComponent("المكافاه")}`);
    expect(rewards.status).toBe(200);
    const rewardsHtml = faqSection(await rewards.text());
    expect(rewardsHtml).toContain("كيف تصل المكافآت إلى محفظة طفلي؟");
    expect(marks(rewardsHtml)).toContain("المكافأة");
    expect(rewardsHtml).toContain('value="المكافاه"');
    expect(rewardsHtml).not.toContain("هل بيانات طفلي في أمان؟");
    expect(rewardsHtml).toMatch(/<details[^>]*open=""/);

    const designed = faqSection(await (await contactPage(`/contact?q=${encodeURIComponent("صمم")}`)).text());
    expect(marks(designed)).toEqual(["صُمم"]);
    expect(designed).toContain("ما الفئة العمرية المناسبة لتطبيق مهامي؟");

    const riyal = faqSection(await (await contactPage(`/contact?q=${encodeURIComponent("بالريال القطرى")}`)).text());
    expect(marks(riyal)).toEqual(expect.arrayContaining(["بالريال", "القطري"]));
    expect(riyal).toContain("هل مهامي متاح خارج قطر؟ وبأي عملة؟");
    expect(riyal).toMatch(/(?:\d+ إجابات?|إجابتان) عن «<bdi>بالريال القطرى<\/bdi>»/);

    // Past the article and a proclitic, as the dashboard's search: «ريال قطري» finds «بالريال القطري», the words after them marked.
    const bare = faqSection(await (await contactPage(`/contact?q=${encodeURIComponent("ريال قطري")}`)).text());
    expect(bare).toContain("هل مهامي متاح خارج قطر؟ وبأي عملة؟");
    expect(marks(bare)).toEqual(expect.arrayContaining(["ريال", "قطري"]));

    const hours = faqSection(await (await contactPage(`/contact?q=${encodeURIComponent("٢٤ ساعة")}`)).text());
    expect(marks(hours)).toEqual(["24", "ساعة"]);
  });

  it("finds English answers in any case on /en/contact", async () => {
    const answer = await contactPage("/en/contact?q=REFUND");
    expect(answer.status).toBe(200);
    const html = faqSection(await answer.text());
    expect(html).toContain("1 answer for “<bdi>REFUND</bdi>”");
    expect(marks(html)).toEqual(["refund"]);
    expect(html).not.toContain("What ages is Mahami for?");
  });

  it("says when there is no answer yet and leads to the contact form, in both languages", async () => {
    for (const [path, text, link] of [
      ["/contact?q=xyzzy", "لم نجد إجابة بعد عن «<bdi>xyzzy</bdi>».", "راسلنا"],
      ["/en/contact?q=xyzzy", "No answer yet for “<bdi>xyzzy</bdi>”.", "Write to us"],
    ] as const) {
      const answer = await contactPage(path);
      expect(answer.status).toBe(200);
      const html = faqSection(await answer.text());
      expect(html).toContain(text);
      expect(html).toContain(`<a href="#form" class="text-(--accent) underline">${link}</a>`);
      expect(html).not.toContain('data-testid="faq-item"');
    }
  });

  it("repeats the query isolated in a <bdi>, without bidi or format characters, and at most 60 characters of it", async () => {
    const spoof = "\u202Egnp.exe\u2066 \u200Bok\u061C";
    const echoed = faqSection(await (await contactPage(`/en/contact?q=${encodeURIComponent(spoof)}`)).text());
    expect(echoed).toContain("No answer yet for “<bdi>gnp.exe ok</bdi>”.");
    // The field keeps what was typed; the sentence under it shows none of it.
    const sentence = echoed.slice(echoed.indexOf('data-testid="faq-search-state"'));
    expect(sentence).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B\u061C]/);

    const long = `${"x".repeat(58)}yz-and-a-sentence-the-site-never-wrote`;
    const cut = faqSection(await (await contactPage(`/contact?q=${encodeURIComponent(long)}`)).text());
    expect(cut).toContain(`لم نجد إجابة بعد عن «<bdi>${"x".repeat(58)}yz…</bdi>».`);
    expect(cut).not.toContain("the-site-never-wrote</bdi>");
  });

  it("renders a search for its request only: no ETag, no-store, noindex, and the plain page stays the stored one", async () => {
    const plainBefore = await contactPage("/en/contact");
    const searched = await contactPage("/en/contact?q=wallet");
    expect(searched.status).toBe(200);
    expect(searched.headers.get("etag")).toBeNull();
    expect(searched.headers.get("cache-control")).toBe("no-store");
    expect(searched.headers.get("x-robots-tag")).toBe("noindex");
    expect(marks(await searched.text()).length).toBeGreaterThan(0);
    const plainAfter = await contactPage("/en/contact");
    expect(plainAfter.headers.get("etag")).toBe(plainBefore.headers.get("etag"));
    expect(await plainAfter.text()).not.toContain("<mark");
  });

  it("answers a long or hostile query with a result or a clear 400, never a 500, keeping what was typed", async () => {
    const long = await contactPage(`/contact?q=${"b".repeat(10_000)}`);
    expect(long.status).toBe(400);
    const longHtml = await long.text();
    expect(longHtml).toContain("نص البحث أطول من 200 حرف. اختصره ثم أعد المحاولة.");
    expect(longHtml).toContain(`value="${"b".repeat(10_000)}"`);
    const arabic = await contactPage(`/contact?q=${encodeURIComponent("ب".repeat(201))}`);
    expect(arabic.status).toBe(400);
    expect(await arabic.text()).toContain(`value="${"ب".repeat(201)}"`);
    expect(longHtml).toContain('data-testid="faq-item"');
    expect(long.headers.get("cache-control")).toBe("no-store");

    const nothing = await contactPage(`/en/contact?q=${encodeURIComponent("\u200f*%_")}`);
    expect(nothing.status).toBe(400);
    expect(await nothing.text()).toContain("The search holds no letter or digit to look for. Type a word.");

    for (const hostile of [
      '"wallet" NEAR*',
      "%_\\",
      "wal\u0000let",
      "\u202ewallet\u202c",
      "' OR 1=1 --",
      "<script>alert(1)</script>",
      "a".repeat(200),
    ]) {
      const answer = await contactPage(`/en/contact?q=${encodeURIComponent(hostile)}`);
      expect([200, 400], JSON.stringify(hostile)).toContain(answer.status);
      expect(await answer.text()).not.toContain("<script>alert(1)</script>");
    }
  });
});

describe("the public FAQ search reads the index", () => {
  it("finds what the page shows of an entry, question and answer together, in its language only, never a draft, key or description", async () => {
    const item = async (key: string, valueAr: string, valueEn: string, description = "") => {
      const created = await api(server, "POST", "/api/admin/content", {
        cookie: admin,
        body: { key, type: "text", valueAr, valueEn, category: "faq", page: "faq", description },
      });
      expect(created.status).toBe(201);
      return Number((created.body as { id: number }).id);
    };
    await item("faq.question.71", "هل يوجد مخيم صيفي؟", "Is there a summer camp?", "zebranote for editors");
    const answer = await item("faq.answer.71", "نعم، في شهر يوليو من كل عام.", "Yes, every July.");
    /** The words marked in the entries found (none when nothing is). */
    const found = async (path: string) => marks(faqSection(await (await contactPage(path)).text()));
    // A word of the question and one of the answer find the entry together.
    expect(await found("/en/contact?q=camp%20july")).toEqual(expect.arrayContaining(["camp", "July"]));
    expect(await found(`/contact?q=${encodeURIComponent("مخيم يوليو")}`)).toEqual(expect.arrayContaining(["مخيم", "يوليو"]));
    // The other language's words are not on this page.
    expect(await found("/contact?q=camp")).toEqual([]);
    // A draft, a description and a key are not shown to visitors, so they find nothing.
    expect((await api(server, "PUT", `/api/admin/content/${answer}/draft`, { cookie: admin, body: { valueEn: "Also kiwiword." } })).status).toBe(200);
    for (const hidden of ["kiwiword", "zebranote", "faq.question.71"]) {
      const html = faqSection(await (await contactPage(`/en/contact?q=${encodeURIComponent(hidden)}`)).text());
      expect(html, hidden).toContain("No answer yet for");
    }
    // A published answer is found at once, and its old words no longer.
    expect((await api(server, "DELETE", `/api/admin/content/${answer}/draft`, { cookie: admin })).status).toBe(204);
    expect((await api(server, "PATCH", `/api/admin/content/${answer}`, { cookie: admin, body: { valueEn: "Yes, every August." } })).status).toBe(200);
    expect(await found("/en/contact?q=camp%20august")).toEqual(expect.arrayContaining(["camp", "August"]));
    expect(faqSection(await (await contactPage("/en/contact?q=camp%20july")).text())).toContain("No answer yet for");
    // Its answer deleted, the entry is found by its question alone.
    expect((await api(server, "DELETE", `/api/admin/content/${answer}`, { cookie: admin })).status).toBe(204);
    expect(faqSection(await (await contactPage("/en/contact?q=camp%20august")).text())).toContain("No answer yet for");
    expect(await found("/en/contact?q=summer%20camp")).toEqual(expect.arrayContaining(["summer", "camp"]));
  });
});

describe("the dashboard search page", () => {
  it("has the header's search form on every tab", async () => {
    for (const [tab, label] of [
      ["/admin-dashboard", "ابحث في لوحة التحكم"],
      ["/admin-dashboard/messages", "ابحث في لوحة التحكم"],
    ] as const) {
      const html = await (await request(server, tab, { headers: headers(admin, "ar") })).text();
      const form = formNamed(html, label);
      expect(form).toContain('action="/admin-dashboard/search"');
      expect(form).toContain('method="get"');
      expect(html).toMatch(/<label for="header-search-q" class="sr-only">ابحث في لوحة التحكم<\/label>/);
    }
  });

  it("says what to type when nothing was searched", async () => {
    const answer = await request(server, "/admin-dashboard/search", { headers: headers(admin, "en") });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Type what you are looking for");
  });

  it("groups the hits by kind with their counts, marks the words as written and links to each edit view", async () => {
    const answer = await request(server, `/admin-dashboard/search?q=${encodeURIComponent("الدورى")}`, { headers: headers(admin, "ar") });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('data-testid="search-group-content"');
    expect(html).toContain('data-testid="search-group-message"');
    // «الدورى» looks for «دوري» (the article dropped, as the index does): the privacy page's «دورية» is found too.
    expect(html).toMatch(/data-testid="search-count-content" data-count="2"/);
    expect(html).toMatch(/data-testid="search-count-message" data-count="1"/);
    expect(html).toMatch(/data-testid="search-count-team" data-count="0"/);
    expect(marks(html)).toEqual(expect.arrayContaining(["الدَّوريّ", "الدوري", "دوري"]));
    const hitLinks = links(html).filter((tag) => tag.includes('dir="auto"'));
    expect(hitLinks).toHaveLength(3);
    for (const tag of hitLinks) expect(tag).toMatch(/href="\/admin-dashboard[?#/"]/);
    expect(html).toContain("3 نتائج لـ«الدورى»");
    // Counts agree with one kind's listing.
    const onlyMessages = await (
      await request(server, `/admin-dashboard/search?q=${encodeURIComponent("الدورى")}&kind=message`, { headers: headers(admin, "ar") })
    ).text();
    expect(onlyMessages).toContain('data-testid="search-group-message"');
    expect(onlyMessages).not.toContain('data-testid="search-group-content"');
  });

  it("shows an editor only the kinds of their tabs", async () => {
    const html = await (
      await request(server, `/admin-dashboard/search?q=${encodeURIComponent("الدوري")}`, { headers: headers(editor, "en") })
    ).text();
    expect(html).toContain('data-testid="search-group-content"');
    expect(html).not.toContain("search-group-message");
    expect(html).not.toContain("search-count-message");
    expect(html).not.toContain("search-count-subscriber");
    expect(html).not.toContain("parent.league@example.com");
    // A kind not theirs, asked by name, is not searched.
    const asked = await (
      await request(server, `/admin-dashboard/search?q=${encodeURIComponent("الدوري")}&kind=message`, { headers: headers(editor, "en") })
    ).text();
    expect(asked).not.toContain("هل يشارك ابني");
  });

  it("says what was searched when nothing is found", async () => {
    const html = await (await request(server, "/admin-dashboard/search?q=xyzzy", { headers: headers(admin, "en") })).text();
    expect(html).toContain("No results for “xyzzy”.");
    expect(html).not.toContain('data-testid="search-suggestion"');
  });

  it("offers the site's nearest word when nothing is found, as a link that searches it, in both languages", async () => {
    for (const [language, words] of [
      ["ar", "هل تقصد"],
      ["en", "Did you mean"],
    ] as const) {
      const html = await (
        await request(server, `/admin-dashboard/search?q=${encodeURIComponent("مكفآت")}`, { headers: headers(admin, language) })
      ).text();
      expect(html).toContain('data-testid="search-suggestion"');
      expect(html).toContain(words);
      expect(html).toContain(`href="/admin-dashboard/search?q=${encodeURIComponent("مكافآت")}"`);
      expect(html).toContain("<bdi>مكافآت</bdi>");
    }
  });

  it("refuses a query over 200 characters or with nothing to search: 400, a localized message, the form keeps it", async () => {
    const long = "د".repeat(201);
    for (const [language, q, message] of [
      ["ar", long, "نص البحث أطول من 200 حرف. اختصره ثم أعد المحاولة."],
      ["en", "x".repeat(10_000), "The search is longer than 200 characters. Shorten it and try again."],
      ["en", "،؟ * \u200f", "The search holds no letter or digit to look for. Type a word."],
    ] as const) {
      const answer = await request(server, `/admin-dashboard/search?q=${encodeURIComponent(q)}`, { headers: headers(admin, language) });
      expect(answer.status).toBe(400);
      const html = await answer.text();
      expect(html).toContain(message);
      expect(html).toContain('aria-invalid="true"');
    }
    const kept = await (await request(server, `/admin-dashboard/search?q=${long}`, { headers: headers(admin, "ar") })).text();
    expect(kept).toContain(`value="${long}"`);
  });
});

describe("the tabs' own search", () => {
  it("filters the FAQ tab by folded words, keeps the field, says when nothing matches, and refuses a long query with 400", async () => {
    const html = await (await request(server, `/admin-dashboard/faq?q=${encodeURIComponent("المحفظه")}`, { headers: headers(admin, "ar") })).text();
    // One card per entry, its question and answer (docs/decisions/0057-faq-and-team-as-bilingual-records.md): the wallet's, not the data safety one.
    expect(html).toMatch(/<h3[^>]*>كيف تصل المكافآت إلى محفظة طفلي؟<\/h3>/);
    expect(html).not.toMatch(/<h3[^>]*>هل بيانات طفلي في أمان؟<\/h3>/);
    expect(html.match(/data-testid="faq-entry"/g)).toHaveLength(1);
    expect(html).toMatch(/<input[^>]*id="faq-q"[^>]*value="المحفظه"|<input[^>]*value="المحفظه"[^>]*id="faq-q"/);
    const none = await (await request(server, "/admin-dashboard/faq?q=xyzzy", { headers: headers(admin, "en") })).text();
    expect(none).toContain("Nothing in this list matches “xyzzy”.");
    const long = await request(server, `/admin-dashboard/faq?q=${"x".repeat(201)}`, { headers: headers(admin, "en") });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("The search is longer than 200 characters.");
  });

  it("filters the media tab by alt text in either language", async () => {
    await uploadImage(server, admin, await png(40, 30), { name: "league.png", type: "image/png", altAr: "فريق الدَّوري", altEn: "The league team" });
    await uploadImage(server, admin, await png(30, 40), { name: "other.png", type: "image/png", altAr: "صورة أخرى", altEn: "Another picture" });
    const html = await (await request(server, `/admin-dashboard/media?q=${encodeURIComponent("الدوري")}`, { headers: headers(admin, "en") })).text();
    expect(html).toContain("The league team");
    expect(html).not.toContain("Another picture");
    const english = await (await request(server, "/admin-dashboard/media?q=ANOTHER", { headers: headers(editor, "en") })).text();
    expect(english).toContain("Another picture");
    expect(english).not.toContain("The league team");
  });

  it("searches the activity log's actors, actions and summaries, keeping the other filters", async () => {
    const html = await (await request(server, "/admin-dashboard/activity?q=home.league&action=content", { headers: headers(admin, "en") })).text();
    expect(rows(html).length).toBeGreaterThan(0);
    for (const row of rows(html)) expect(row).toContain("home.league.note");
    expect(html).toContain('<input type="hidden" name="action" value="content"/>');
    expect(html).toContain('<input type="hidden" name="q" value="home.league"/>');
    // Past one page of matches, the pager's links keep the search.
    for (let index = 1; index <= 51; index++) {
      const created = await api(server, "POST", "/api/admin/content", {
        cookie: admin,
        body: { key: `about.pager.${index}`, type: "text", page: "about" },
      });
      expect(created.status).toBe(201);
    }
    const first = await (await request(server, "/admin-dashboard/activity?q=about.pager", { headers: headers(admin, "en") })).text();
    expect(rows(first)).toHaveLength(50);
    const next = links(first).find((tag) => tag.includes('rel="next"')) ?? "";
    expect(next).toContain("q=about.pager");
    expect(next).toContain("page=2");
    const second = await (await request(server, "/admin-dashboard/activity?q=about.pager&page=2", { headers: headers(admin, "en") })).text();
    expect(rows(second)).toHaveLength(1);
    const byWho = await (await request(server, "/admin-dashboard/activity?q=search-editor", { headers: headers(admin, "en") })).text();
    expect(rows(byWho).length).toBeGreaterThan(0);
    for (const row of rows(byWho)) expect(row).toContain("search-editor@mahami.qa");
  });

  it("finds an action by its name in either language, and answers a refused query with 400 and the whole log", async () => {
    for (const language of ["ar", "en"] as const) {
      for (const q of ["تسجيل دخول ناجح", "signed in"]) {
        const html = await (
          await request(server, `/admin-dashboard/activity?q=${encodeURIComponent(q)}`, { headers: headers(admin, language) })
        ).text();
        expect(rows(html).length, `${language} ${q}`).toBeGreaterThan(0);
        for (const row of rows(html)) expect(row).toContain(language === "ar" ? "تسجيل دخول ناجح" : "Signed in");
      }
    }
    const refused = await request(server, `/admin-dashboard/activity?q=${"x".repeat(201)}`, { headers: headers(admin, "en") });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("The search is longer than 200 characters.");
    expect(rows(html).length).toBeGreaterThan(0);
  });
});
