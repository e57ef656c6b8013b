import { beforeAll, describe, expect, it } from "vitest";
import { execute } from "../support/database";
import { request, signIn } from "../support/http";
import { useServer } from "../support/server";

/*
 * The subscribers tab a screen at a time (docs/decisions/0064-newsletters.md, amendment of 2026-11-29):
 * 10,000 subscribers in one view took 3 s and stalled the node's newsletter; now 50 a screen, newest
 * first, plain links between screens (no JavaScript needed).
 */
const server = useServer();
let cookie: string;
const total = 120;

const view = async (path: string, language: "ar" | "en") => {
  const response = await request(server, path, { headers: { Cookie: `${cookie}; mahami-language=${language}` } });
  return { status: response.status, html: await response.text() };
};
const addresses = (html: string) => [...html.matchAll(/data-testid="subscriber"[\s\S]*?<bdi[^>]*>([^<]+)<\/bdi>/g)].map((match) => match[1]);

beforeAll(async () => {
  cookie = await signIn(server, "192.0.2.60");
  const start = Date.parse("2026-10-01T00:00:00.000Z");
  for (let n = 0; n < total; n++) {
    const at = new Date(start + n * 60_000).toISOString();
    await execute(
      server,
      `insert into newsletter_subscribers (email, locale, status, "createdAt", "consentAt", "unsubscribeToken") values (?, ?, ?, ?, ?, ?)`,
      `family${n}@example.com`,
      n % 2 ? "en" : "ar",
      n % 10 === 0 ? "unsubscribed" : "confirmed",
      at,
      at,
      `paging-${n}`,
    );
  }
});

describe("the subscribers tab", () => {
  it("shows 50 subscribers a screen, newest first, with links to the older and newer ones, in English and Arabic", async () => {
    const first = await view("/admin-dashboard/newsletter", "en");
    expect(first.status).toBe(200);
    expect(addresses(first.html)).toEqual(Array.from({ length: 50 }, (_, at) => `family${total - 1 - at}@example.com`));
    // Counted over everyone, not the screen.
    expect(first.html).toContain("Confirmed: 108 · Awaiting confirmation: 0 · Unsubscribed: 12");
    expect(first.html).toContain('aria-label="Pages of subscribers"');
    expect(first.html).toContain("Page 1 of 3");
    expect(first.html).toMatch(/href="\/admin-dashboard\/newsletter\?page=2"[^>]*>Older subscribers</);
    expect(first.html).not.toContain("Newer subscribers");

    const last = await view("/admin-dashboard/newsletter?page=3", "ar");
    expect(last.status).toBe(200);
    expect(addresses(last.html)).toEqual(Array.from({ length: 20 }, (_, at) => `family${19 - at}@example.com`));
    expect(last.html).toContain('aria-label="صفحات المشتركين"');
    expect(last.html).toMatch(/href="\/admin-dashboard\/newsletter\?page=2"[^>]*>المشتركون الأحدث</);
    expect(last.html).not.toContain("المشتركون الأقدم");
  });

  it("answers a page past the end with the last one, and a page that is not a number with the first", async () => {
    expect(addresses((await view("/admin-dashboard/newsletter?page=99", "en")).html)).toEqual(
      Array.from({ length: 20 }, (_, at) => `family${19 - at}@example.com`),
    );
    const odd = await view("/admin-dashboard/newsletter?page=abc", "en");
    expect(odd.status).toBe(200);
    expect(addresses(odd.html)[0]).toBe(`family${total - 1}@example.com`);
  });
});
