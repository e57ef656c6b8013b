import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import Validator from "@adobe/structured-data-validator";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { drawShareImage, drawText, headlineOf } from "~/features/share/share-image.service.server";
import { faqNode, type GraphNode, pageNodes, siteNodes } from "~/features/share/structured-data";

/*
 * The share image and the JSON-LD, without a server (docs/decisions/0063-share-images-and-structured-data.md).
 * The JSON-LD is checked by Adobe's structured-data validator (@adobe/structured-data-validator, maintained,
 * no network) against the schema.org vocabulary itself: release 30.0's schemaorg-current-https.jsonld,
 * kept in tests/fixtures (CC BY-SA 3.0, schema.org), so an unknown type, an unknown property or a
 * property on the wrong type fails here.
 */

/** Runs of inked columns, left to right: one per piece of a word that does not join its neighbour. */
async function inkRuns(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const inked = (x: number) => {
    for (let y = 0; y < info.height; y++) if (data[(y * info.width + x) * 4 + 3] > 96) return true;
    return false;
  };
  const runs: { start: number; end: number }[] = [];
  for (let x = 0; x < info.width; x++) {
    if (!inked(x)) continue;
    const last = runs.at(-1);
    if (last && last.end === x - 1) last.end = x;
    else runs.push({ start: x, end: x });
  }
  return runs;
}

describe("the drawn share image", () => {
  it.each([
    ["ar", "مهامي | لأولياء الأمور"],
    ["en", "Mahami | Tasks and rewards for kids"],
    [
      "ar",
      "مهامي تطبيق قطري يتعلّم فيه الأطفال من 4 إلى 12 عاماً المسؤولية وإدارة المال، فينجزون مهاماً يحددها الأهل والمعلمون ويكسبون مكافآت حقيقية بالريال القطري",
    ],
  ] as const)("is a 1200×630 JPEG under 300 KB (%s: %s)", async (lang, title) => {
    const jpeg = await drawShareImage({ lang, title });
    const info = await sharp(jpeg).metadata();
    expect({ format: info.format, width: info.width, height: info.height }).toEqual({ format: "jpeg", width: 1200, height: 630 });
    expect(jpeg.byteLength).toBeLessThan(300 * 1024);
  });

  it("draws a title other than the site's name alone: the name is drawn under it", () => {
    expect(headlineOf("مهامي | من نحن", "ar")).toBe("من نحن");
    expect(headlineOf("Mahami | About us", "en")).toBe("About us");
    expect(headlineOf("مهامي", "ar")).toBe("مهامي");
  });

  it("shapes Arabic: «مهامي» joins into two pieces (م‍ه‍ا | م‍ي), right to left, where unjoined letters stand apart", async () => {
    const joined = await inkRuns((await drawText("مهامي", { size: 96, width: 1000 })).data);
    // The same letters with a zero-width non-joiner between each: five isolated forms.
    const isolated = await inkRuns((await drawText("م\u200cه\u200cا\u200cم\u200cي", { size: 96, width: 1000 })).data);
    expect(joined).toHaveLength(2);
    expect(isolated.length).toBeGreaterThanOrEqual(5);
    // Right to left: the word starts with «مها», the wider piece, on the right.
    const [left, right] = joined;
    expect(right.end - right.start).toBeGreaterThan(left.end - left.start);
  });

  it("draws in under 300 ms once warm (the best of three, on a machine other work shares)", async () => {
    await drawShareImage({ lang: "ar", title: "مهامي | تواصل معنا" });
    const times: number[] = [];
    for (const title of ["مهامي | سياسة الخصوصية", "Mahami | Privacy policy", "مهامي | للمعلمين"]) {
      const started = performance.now();
      await drawShareImage({ lang: title.startsWith("M") ? "en" : "ar", title });
      times.push(performance.now() - started);
    }
    expect(Math.min(...times)).toBeLessThan(300);
  });
});

const schemaOrg = JSON.parse(
  gunzipSync(readFileSync(new URL("../fixtures/schemaorg-30.0-current-https.jsonld.gz", import.meta.url))).toString("utf8"),
);

/** The validator's issues for one JSON-LD block, as it reads a page (web-auto-extractor's shape). */
async function issuesOf(graph: GraphNode[]) {
  const validator = new Validator(schemaOrg);
  const document = { "@context": "https://schema.org", "@graph": graph };
  const results = await validator.validate({
    jsonld: Object.fromEntries(graph.map((node) => [node["@type"], [{ ...node, "@context": document["@context"], "@location": "0,0" }]])),
    microdata: {},
    rdfa: {},
  });
  return results;
}

const origin = "https://mahami.qa";
const site = siteNodes({
  origin,
  locale: "ar",
  siteName: "مهامي",
  legalName: "شركة مهامي للتقنية ذ.م.م",
  logoUrl: "/images/logo.svg",
  telephone: "+974 4000 0000",
  email: "support@mahami.qa",
  sameAs: ["https://x.com/mahami_qa"],
  address: "برج 12، الخليج الغربي، الدوحة",
});

describe("the JSON-LD graph", () => {
  it("passes the schema.org validator on the home page (Organization, WebSite, WebPage, MobileApplication: no trail of one step)", async () => {
    const graph = [
      ...site,
      ...pageNodes({
        origin,
        locale: "ar",
        path: "/",
        title: "مهامي | مهام ومكافآت للأطفال",
        description: "تطبيق قطري",
        name: "مهامي",
        siteName: "مهامي",
        stores: {
          appStore: "https://apps.apple.com/qa/app/mahami/id6400000000",
          googlePlay: "https://play.google.com/store/apps/details?id=qa.mahami.app",
        },
      }),
    ];
    expect(graph.map((node) => node["@type"])).toEqual(["Organization", "WebSite", "WebPage", "MobileApplication"]);
    expect(await issuesOf(graph)).toEqual([]);
  });

  it("passes it on the contact page with its trail and its FAQ", async () => {
    const graph = [
      ...site,
      ...pageNodes({
        origin,
        locale: "en",
        path: "/contact",
        title: "Mahami | Contact us",
        description: "Get in touch",
        name: "Contact us",
        siteName: "Mahami",
      }),
      ...faqNode({
        origin,
        locale: "en",
        path: "/contact",
        entries: [{ question: "Is Mahami free?", answer: "Yes, to start." }, { question: "Unanswered?" }],
      }),
    ];
    expect(await issuesOf(graph)).toEqual([]);
    expect(graph.map((node) => node["@type"])).toEqual(["Organization", "WebSite", "WebPage", "BreadcrumbList", "FAQPage"]);
    const faq = graph.find((node) => node["@type"] === "FAQPage")!;
    expect(faq.mainEntity).toHaveLength(1);
  });

  it("is caught by the validator when a property is not schema.org's", async () => {
    const broken = [{ ...site[0], phoneNumber: "+974 4000 0000" } as GraphNode];
    const issues = await issuesOf(broken);
    expect(issues.some((issue) => issue.errorType === "schemaOrg" && issue.issueMessage.includes("phoneNumber"))).toBe(true);
  });

  it("names its nodes by stable @ids that link the graph together", () => {
    const nodes = pageNodes({
      origin,
      locale: "en",
      path: "/parents",
      title: "t",
      description: "d",
      name: "Parents",
      siteName: "Mahami",
      stores: { appStore: "a", googlePlay: "b" },
    });
    const webpage = nodes.find((node) => node["@type"] === "WebPage")!;
    expect(webpage["@id"]).toBe("https://mahami.qa/en/parents#webpage");
    expect(webpage.isPartOf).toEqual({ "@id": "https://mahami.qa/#website" });
    expect(webpage.breadcrumb).toEqual({ "@id": "https://mahami.qa/en/parents#breadcrumb" });
    expect(nodes.find((node) => node["@type"] === "MobileApplication")!["@id"]).toBe("https://mahami.qa/#app");
  });
});
