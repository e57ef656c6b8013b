import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { execute, queryRow } from "../support/database";
import { api, publicHtml, request, sha256, signIn, uploadImage } from "../support/http";
import { useServer } from "../support/server";
import { defaultCopy, englishPath, publicPaths } from "../support/site";
import { realisticPhoto } from "../support/images";

/**
 * Share images and SEO per page and language (docs/decisions/0063-share-images-and-structured-data.md):
 * each public page in each language names its own og:image with its size and alt text, drawn from
 * its title at an address that changes with the title and is cached immutable; a library image
 * chosen for the page replaces it; `noindex` per language; one JSON-LD graph per page.
 */
const server = useServer();
let cookie: string;
beforeAll(async () => {
  cookie = await signIn(server);
});

const pageIds: Record<string, string> = {
  "/": "home",
  "/parents": "parents",
  "/sellers": "sellers",
  "/teachers": "teachers",
  "/about-us": "about",
  "/contact": "contact",
  "/privacy-policy": "privacy",
  "/terms-of-service": "terms",
  "/service-agreement": "service",
  "/accessibility": "accessibility",
};
const locales = ["ar", "en"] as const;
const pathIn = (path: string, locale: "ar" | "en") => (locale === "ar" ? path : englishPath(path));
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

function metaOf(html: string, attribute: "property" | "name", key: string) {
  const match = new RegExp(`<meta ${attribute}="${key.replace(/[:+]/g, "\\$&")}" content="([^"]*)"`).exec(html);
  return match ? decode(match[1]) : undefined;
}

function graphOf(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0][1]) as { "@context": string; "@graph": ({ "@type": string; "@id": string } & Record<string, any>)[] };
}

async function setItem(key: string, values: { valueAr?: string; valueEn?: string }) {
  const item = await queryRow<{ id: number }>(server, `select id from content_items where key = ?`, key);
  const answer = await api(server, "PATCH", `/api/admin/content/${item.id}`, { cookie, body: values });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

describe("og tags per page and language", () => {
  it("gives each of the ten pages in each language its own drawn 1200×630 JPEG, its title as alt text, and the large X card", async () => {
    const images = new Set<string>();
    for (const path of publicPaths) {
      for (const locale of locales) {
        const html = await publicHtml(server, pathIn(path, locale));
        const title = defaultCopy(locale, `${pageIds[path]}.meta.title`);
        const image = metaOf(html, "property", "og:image");
        expect(image, path).toMatch(new RegExp(`^${server.url.replace(/[.]/g, "\\.")}/share/[0-9a-f]{20}\\.jpg$`));
        images.add(image!);
        expect(metaOf(html, "property", "og:image:width")).toBe("1200");
        expect(metaOf(html, "property", "og:image:height")).toBe("630");
        expect(metaOf(html, "property", "og:image:alt")).toBe(title);
        expect(metaOf(html, "property", "og:title")).toBe(title);
        expect(metaOf(html, "name", "twitter:card")).toBe("summary_large_image");
      }
    }
    expect(images.size).toBe(publicPaths.length * 2);
  });

  it("answers the image as a JPEG under 300 KB, cached immutable, drawn once", async () => {
    const html = await publicHtml(server, "/parents");
    const address = new URL(metaOf(html, "property", "og:image")!);
    const first = await request(server, address.pathname);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/jpeg");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(300 * 1024);
    const info = await sharp(bytes).metadata();
    expect({ format: info.format, width: info.width, height: info.height }).toEqual({ format: "jpeg", width: 1200, height: 630 });
    // Stored at its first request: the second is the same bytes, read back.
    const stored = await queryRow<{ count: number }>(
      server,
      `select count(*) as count from share_images where jpeg is not null and hash = ?`,
      address.pathname.slice(7, 27),
    );
    expect(Number(stored.count)).toBe(1);
    const second = await request(server, address.pathname);
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
    const etag = second.headers.get("etag")!;
    expect((await request(server, address.pathname, { headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it("refuses an address no page gave out, and any other shape, with a 404", async () => {
    expect((await request(server, "/share/0123456789abcdef0123.jpg")).status).toBe(404);
    expect((await request(server, "/share/not-an-image.jpg")).status).toBe(404);
    expect((await request(server, "/share/0123456789ABCDEF0123.jpg")).status).toBe(404);
  });

  it("moves the image's address when the title changes, in that language only", async () => {
    const before = {
      ar: metaOf(await publicHtml(server, "/about-us"), "property", "og:image"),
      en: metaOf(await publicHtml(server, "/en/about-us"), "property", "og:image"),
    };
    await setItem("about.meta.title", { valueEn: "Mahami | Who we are" });
    const after = {
      ar: metaOf(await publicHtml(server, "/about-us"), "property", "og:image"),
      en: metaOf(await publicHtml(server, "/en/about-us"), "property", "og:image"),
    };
    expect(after.ar).toBe(before.ar);
    expect(after.en).not.toBe(before.en);
    expect((await request(server, new URL(after.en!).pathname)).status).toBe(200);
    await setItem("about.meta.title", { valueEn: defaultCopy("en", "about.meta.title") });
    expect(metaOf(await publicHtml(server, "/en/about-us"), "property", "og:image")).toBe(before.en);
  });

  it("uses a library image chosen for a page and language, with its size and alt text", async () => {
    const uploaded = await uploadImage(server, cookie, await realisticPhoto(1200, 630), {
      name: "share.jpg",
      type: "image/jpeg",
      altAr: "أطفال يلعبون",
      altEn: "Children playing",
    });
    await setItem("teachers.meta.image", { valueEn: uploaded.url });
    const en = await publicHtml(server, "/en/teachers");
    expect(metaOf(en, "property", "og:image")).toBe(`${server.url}${uploaded.url}`);
    expect(metaOf(en, "property", "og:image:width")).toBe(String(uploaded.width));
    expect(metaOf(en, "property", "og:image:alt")).toBe("Children playing");
    expect(metaOf(await publicHtml(server, "/teachers"), "property", "og:image")).toMatch(/\/share\/[0-9a-f]{20}\.jpg$/);
    await setItem("teachers.meta.image", { valueEn: "" });
  });

  it("asks search engines to skip a page in the language an administrator chose, and refuses any other value", async () => {
    expect(metaOf(await publicHtml(server, "/en/sellers"), "name", "robots")).toBeUndefined();
    await setItem("sellers.meta.noindex", { valueEn: "yes" });
    expect(metaOf(await publicHtml(server, "/en/sellers"), "name", "robots")).toBe("noindex");
    expect(metaOf(await publicHtml(server, "/sellers"), "name", "robots")).toBeUndefined();
    // And the sitemap leaves that language out, keeping the other.
    const sitemap = await publicHtml(server, "/sitemap.xml");
    expect(sitemap).not.toContain(`<loc>${server.url}/en/sellers</loc>`);
    expect(sitemap).toContain(`<loc>${server.url}/sellers</loc>`);
    const item = await queryRow<{ id: number }>(server, `select id from content_items where key = ?`, "sellers.meta.noindex");
    const refused = await api(server, "PATCH", `/api/admin/content/${item.id}`, { cookie, body: { valueAr: "maybe" } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("Use “yes” to hide the page, or leave it empty.");
    await setItem("sellers.meta.noindex", { valueEn: "" });
    expect(metaOf(await publicHtml(server, "/en/sellers"), "name", "robots")).toBeUndefined();
    expect(await publicHtml(server, "/sitemap.xml")).toContain(`<loc>${server.url}/en/sellers</loc>`);
  });
});

describe("structured data", () => {
  it("is one @graph per page with stable @ids: Organization, WebSite, WebPage in the page's language, BreadcrumbList", async () => {
    for (const path of publicPaths) {
      for (const locale of locales) {
        const url = `${server.url}${pathIn(path, locale)}`;
        const graph = graphOf(await publicHtml(server, pathIn(path, locale)));
        expect(graph["@context"]).toBe("https://schema.org");
        const byType = Object.fromEntries(graph["@graph"].map((node) => [node["@type"], node]));
        expect(byType.Organization["@id"]).toBe(`${server.url}/#organization`);
        expect(byType.WebSite["@id"]).toBe(`${server.url}/#website`);
        expect(byType.WebPage).toMatchObject({
          "@id": `${url}#webpage`,
          url,
          inLanguage: locale,
          name: defaultCopy(locale, `${pageIds[path]}.meta.title`),
        });
        // A trail home → page on every page but the home page, where it would be one step.
        if (path === "/") expect(byType.BreadcrumbList).toBeUndefined();
        else
          expect(byType.BreadcrumbList).toMatchObject({
            "@id": `${url}#breadcrumb`,
            itemListElement: [{ item: `${server.url}${pathIn("/", locale)}` }, { item: url }],
          });
        // The app on the pages that lead to the stores; the FAQ where it shows.
        expect(Boolean(byType.MobileApplication), path).toBe(path === "/" || path === "/parents");
        expect(Boolean(byType.FAQPage), path).toBe(path === "/contact");
      }
    }
  });

  it("says only what the page shows: the address on the contact and legal pages, both stores with the app", async () => {
    await execute(
      server,
      `update company_settings set "addressAr" = ?, "addressEn" = ?`,
      "الدوحة، الخليج الغربي، برج 12",
      "Tower 12, West Bay, Doha",
    );
    const contact = graphOf(await publicHtml(server, "/en/contact"));
    const organization = contact["@graph"].find((node) => node["@type"] === "Organization")!;
    expect(organization.address.streetAddress).toBe("Tower 12, West Bay, Doha");
    const home = await publicHtml(server, "/en");
    const homeGraph = graphOf(home);
    expect(homeGraph["@graph"].find((node) => node["@type"] === "Organization")!.address).toBeUndefined();
    const app = homeGraph["@graph"].find((node) => node["@type"] === "MobileApplication")!;
    expect(app.installUrl).toHaveLength(2);
    for (const store of app.installUrl) expect(home).toContain(`href="${store}"`);
    const faq = contact["@graph"].find((node) => node["@type"] === "FAQPage")!;
    expect(faq.mainEntity.length).toBeGreaterThan(0);
    const contactHtml = await publicHtml(server, "/en/contact");
    for (const question of faq.mainEntity) expect(decode(contactHtml)).toContain(question.name);
  });

  it("leaves the stored page's CSP as it was: its executable scripts' hashes, none for the data block", async () => {
    const response = await request(server, "/en/parents");
    const html = await response.text();
    const hashOf = (script: string) => `'sha256-${sha256(script, "base64")}'`;
    const executable = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (match) => !match[1].includes("application/ld+json"),
    );
    const dataBlock = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1];
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get("content-security-policy")!)![1];
    expect(scriptSrc.split(" ").sort()).toEqual(executable.map((match) => hashOf(match[2])).sort());
    expect(scriptSrc).not.toContain(hashOf(dataBlock));
  });
});
