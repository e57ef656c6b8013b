import type { BrowserContextOptions, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useServerAndBrowser } from "../support/browser";
import { api, publicHtml, signIn, type UploadedImage, uploadImage } from "../support/http";
import { png } from "../support/images";
import { type SeededPhotos, seedPhotos } from "../support/photos";
import { englishPath } from "../support/site";

/*
 * Page weight with photos (docs/decisions/0020-measured-performance-budgets.md,
 * docs/decisions/0027-media-library.md): the team on /about-us and the home hero are camera-weight
 * library photos (2000 × 1500, about 600 KB each as stored), the logo a library PNG, and the pages
 * must still send a phone little: the right copy from srcset, lazy loading below the first screen,
 * and the hero asked for first.
 *
 * The phone is Lighthouse's mobile (412 × 823 CSS pixels at a device pixel ratio of 1.75, what
 * `npm run audit` measures), in Chromium, which picks from srcset itself. Budgets:
 * - Before any scrolling, at most 100 KB of library images. Lighthouse's mobile link is 1.6 Mbit/s
 *   (about 200 KB/s) with 150 ms round trips, and the LCP bar is 1.8 s. The rest of the home page
 *   is about 100 KB (HTML 6, CSS 11, the two Cairo subsets 65, icons and badges 12, measured in
 *   Chromium): half a second, with the round trips about 0.8 s. A hero of 100 KB is another half
 *   second, which leaves the bar room for a slow CPU.
 * - The whole page scrolled to its end, at most 200 KB of library images: the photos a reader
 *   scrolls to come later and lazily, so they may weigh that much again.
 * Measured with the photos of tests/support/images.ts: the home page 59 KB (the hero's 960 copy),
 * /about-us nothing before scrolling and 66 KB to the end (four 320 copies).
 */
const loadBudget = 100 * 1024;
const pageBudget = 200 * 1024;

const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;
const desktop = { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 } satisfies BrowserContextOptions;
const tablet = { viewport: { width: 800, height: 1280 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;

const { server, openPage } = useServerAndBrowser();
let seeded: SeededPhotos;
/** A library logo, in the header (the first screen) and the footer (below it). */
let logo: UploadedImage;
beforeAll(async () => {
  seeded = await seedPhotos(server);
  const cookie = await signIn(server);
  logo = await uploadImage(server, cookie, await png(600, 180), { name: "logo.png", type: "image/png", altAr: "شعار مهامي", altEn: "Mahami logo" });
  for (const part of ["header", "footer"]) {
    expect((await api(server, "PATCH", `/api/admin/${part}-settings`, { cookie, body: { logoUrl: logo.url } })).status).toBe(200);
  }
}, 120_000);

type Placed = UploadedImage & { kind: "logo" | "hero" | "team" | "footer logo" };

/** A page's library images in the order of the document. */
function withLogos(main: Placed[]): Placed[] {
  return [{ ...logo, kind: "logo" }, ...main, { ...logo, kind: "footer logo" }];
}
const pages = [
  { path: "/", images: () => withLogos([{ ...seeded.hero, kind: "hero" }]) },
  { path: "/about-us", images: () => withLogos(seeded.team.map(({ photo }) => ({ ...photo, kind: "team" as const }))) },
];
const inBothLanguages = pages.flatMap((page) => [
  { ...page, locale: "ar" as const },
  { ...page, path: englishPath(page.path), locale: "en" as const },
]);

interface ShownImage {
  src: string;
  /** The address Chromium chose from srcset (a path). */
  chosen: string;
  /** The candidates Chromium chose from: its <picture>'s AVIF source's, else the <img>'s own. */
  srcset: string | null;
  loading: string | null;
  fetchPriority: string | null;
  /** Seen without scrolling. */
  inFirstView: boolean;
  /** The width it is drawn at, in CSS pixels. */
  drawnWidth: number;
  loaded: boolean;
}

/** Every library <img> of the page as the browser lays it out now. */
function libraryImages(page: Page): Promise<ShownImage[]> {
  return page.locator('img[src^="/media/"]').evaluateAll((elements) =>
    (elements as HTMLImageElement[]).map((image) => {
      const box = image.getBoundingClientRect();
      return {
        src: image.getAttribute("src")!,
        chosen: image.currentSrc ? new URL(image.currentSrc).pathname : "",
        srcset:
          (image.parentElement instanceof HTMLPictureElement &&
            image.parentElement.querySelector('source[type="image/avif"]')?.getAttribute("srcset")) ||
          image.getAttribute("srcset"),
        loading: image.getAttribute("loading"),
        fetchPriority: image.getAttribute("fetchpriority"),
        inFirstView: box.width > 0 && box.top < window.innerHeight && box.bottom > 0,
        drawnWidth: box.width,
        loaded: image.complete && image.naturalWidth > 0,
      };
    }),
  );
}

/** The element and address of the page's largest contentful paint so far. */
function largestContentfulPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ tag: string; url: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null; url: string };
          resolve({ tag: last.element?.tagName ?? "", url: last.url ? new URL(last.url).pathname : "" });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}

/** Opens `path` in a new context and waits for the network to settle, counting the bytes of every /media/ answer. */
async function openCounting(path: string, options: BrowserContextOptions) {
  const { page, close } = await openPage(options);
  const downloads = new Map<string, Promise<number>>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/media/"))
      downloads.set(
        pathname,
        response.body().then((body) => body.length),
      );
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  const downloaded = async () => {
    const sizes = await Promise.all([...downloads.values()]);
    return { paths: [...downloads.keys()], bytes: sizes.reduce((sum, size) => sum + size, 0) };
  };
  return { page, close, downloaded };
}

/** Scrolls to the end of the page half a screen at a time, as a reader would, and waits for every library image. */
async function scrollToEnd(page: Page) {
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img[src^="/media/"]')].every((image) => image.complete));
}

/**
 * The copy the browser took is the narrowest one that covers the drawn width at the screen's
 * density (the widest when none does): `sizes` tells the width the page draws, no more, no less.
 */
function expectRightCopy(image: ShownImage, density: number) {
  const options = image
    .srcset!.split(", ")
    .map((candidate) => {
      const [url, width] = candidate.split(" ");
      return { url, width: Number(width.slice(0, -1)) };
    })
    .sort((a, b) => a.width - b.width);
  const enough = options.find((option) => option.width >= image.drawnWidth * density) ?? options.at(-1)!;
  expect(image.chosen, `${image.src} drawn ${image.drawnWidth} px wide at ${density}`).toBe(enough.url);
}

describe("library photos on the public pages", () => {
  it.each(inBothLanguages)(
    "$path: every library image has its size, srcset, sizes and alt text in the page's language",
    async ({ path, locale, images }) => {
      const html = await publicHtml(server, path);
      const tags = [...html.matchAll(/<img [^>]*src="\/media\/[^"]+"[^>]*>/g)].map((match) => match[0]);
      const expected = images();
      expect(tags).toHaveLength(expected.length);
      for (const [index, image] of expected.entries()) {
        const tag = tags[index];
        expect(tag, image.kind).toContain(`src="${image.url}"`);
        const srcset = [...image.variants.map((variant) => `${variant.url} ${variant.width}w`), `${image.url} ${image.width}w`].join(", ");
        expect(tag, image.kind).toContain(`srcSet="${srcset}"`);
        // Inside a <picture> that offers the AVIF copies first, with the same sizes.
        const avifSrcset = [...image.variants.map((variant) => `${variant.avifUrl} ${variant.width}w`), `${image.url} ${image.width}w`].join(", ");
        const sizes = / sizes="([^"]+)"/.exec(tag)![1];
        expect(html, image.kind).toContain(
          `<picture class="contents"><source type="image/avif" srcSet="${avifSrcset}" sizes="${sizes}"/>${tag}</picture>`,
        );
        expect(tag).toMatch(/ sizes="[^"]+"/);
        expect(tag).toContain(`width="${image.width}"`);
        expect(tag).toContain(`height="${image.height}"`);
        expect(tag).toContain(`alt="${locale === "ar" ? image.altAr : image.altEn}"`);
        // Below the first screen at any width: lazy. The hero is the largest paint on a desktop: asked for first.
        if (image.kind === "team" || image.kind === "footer logo") expect(tag, image.kind).toContain('loading="lazy"');
        else expect(tag, image.kind).not.toContain("loading=");
        if (image.kind === "hero") expect(tag).toContain('fetchPriority="high"');
      }
    },
  );

  it.each(inBothLanguages)(
    "$path on a phone: the copies Chromium picks fit the drawn size and the budgets; lazy below the first screen only",
    async ({ path, images }) => {
      const { page, close, downloaded } = await openCounting(path, phone);
      const atLoad = await downloaded();
      const firstView = await libraryImages(page);
      for (const image of firstView) {
        // The hero is never lazy: on wider screens it is the largest paint.
        if (image.inFirstView || image.src === seeded.hero.url) expect(image.loading, image.src).toBeNull();
        else expect(image.loading, image.src).toBe("lazy");
      }
      const lcp = await largestContentfulPaint(page);
      if (lcp.url.startsWith("/media/"))
        expect(firstView.find((image) => image.chosen === lcp.url)?.fetchPriority, `the largest paint, ${lcp.url}`).toBe("high");

      await scrollToEnd(page);
      const shown = await libraryImages(page);
      for (const image of shown) {
        expect(image.loaded, image.src).toBe(true);
        expectRightCopy(image, phone.deviceScaleFactor);
      }
      const whole = await downloaded();
      console.log(
        `${path} on a phone: ${atLoad.bytes} bytes of library images before scrolling (${atLoad.paths.join(", ")}), ${whole.bytes} to the end; largest paint ${lcp.tag} ${lcp.url}`,
      );
      expect(atLoad.bytes, `before scrolling: ${atLoad.paths.join(", ")}`).toBeLessThanOrEqual(loadBudget);
      expect(whole.bytes, `to the end: ${whole.paths.join(", ")}`).toBeLessThanOrEqual(pageBudget);
      // One download each; the logo's serves the header and the footer.
      expect(whole.paths).toHaveLength(new Set(images().map((image) => image.url)).size);
      await close();
    },
  );

  it.each(["/", "/en"])("%s on a desktop: the hero photo is the largest paint, eager and asked for first", async (path) => {
    const { page, close, downloaded } = await openCounting(path, desktop);
    const shown = await libraryImages(page);
    const hero = shown.find((image) => image.src === seeded.hero.url)!;
    expect(hero).toMatchObject({ inFirstView: true, loading: null, fetchPriority: "high", loaded: true });
    expect(await largestContentfulPaint(page)).toEqual({ tag: "IMG", url: hero.chosen });
    for (const image of shown.filter((candidate) => candidate.inFirstView)) expectRightCopy(image, desktop.deviceScaleFactor);
    console.log(`${path} on a desktop: ${(await downloaded()).bytes} bytes of library images (hero ${hero.chosen})`);
    await close();
  });

  it.each(["/", "/about-us"])("%s on a tablet (800 px at 2): every copy fits the drawn size", async (path) => {
    const { page, close } = await openCounting(path, tablet);
    await scrollToEnd(page);
    const shown = await libraryImages(page);
    expect(shown.length).toBeGreaterThan(2);
    for (const image of shown) expectRightCopy(image, tablet.deviceScaleFactor);
    await close();
  });
});
