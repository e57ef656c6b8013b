import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import sharp from "sharp";
import { contentVersion } from "#db/content-version.server";
import type { Locale } from "~/config/site";
import type { ResponsiveImage } from "~/domain/media-url";
import type { ShareImage } from "~/lib/seo";
import { findShareImage, rememberShareImage, storeShareImageJpeg } from "./share-images.model.server";

/*
 * A page's share image when no image was chosen for it (docs/decisions/0063-share-images-and-structured-data.md):
 * its title in its language on the brand's background, laid out by Pango and shaped by HarfBuzz
 * through sharp's libvips, in the site's Cairo font. Pango reads TrueType, not the WOFF2 the pages
 * use, so the same typeface comes from @expo-google-fonts/cairo's TTF files.
 */

export const shareImageSize = { width: 1200, height: 630 } as const;

/** Raised when the drawing changes: every address changes with it, so no cache keeps an old picture. */
const drawingVersion = "1";

const require = createRequire(import.meta.url);
export const cairoBold = require.resolve("@expo-google-fonts/cairo/700Bold/Cairo_700Bold.ttf");

/** The hash an image's address carries: of the drawing, the language and the title. */
export function shareImageHash({ lang, title }: { lang: Locale; title: string }) {
  return createHash("sha256").update(`${drawingVersion}\n${lang}\n${title}`).digest("hex").slice(0, 20);
}

export function shareImagePath(hash: string) {
  return `/share/${hash}.jpg`;
}

export function parseShareImagePath(file: string) {
  return /^([0-9a-f]{20})\.jpg$/.exec(file)?.[1];
}

/** The hashes this process has remembered since the content version it last saw (a restore empties the table and moves it). */
const remembered = { version: "", hashes: new Set<string>() };

/**
 * The drawn share image of a title, for a page's meta (fixed pages, campaign pages): its address,
 * which changes with the title, and its size. The title is remembered under its hash once per
 * process and content version, so a page rendered again writes nothing; the picture is drawn at its
 * first request.
 */
export async function shareImageUrl({ lang, title }: { lang: Locale; title: string }) {
  const hash = shareImageHash({ lang, title });
  const version = await contentVersion();
  if (version !== remembered.version) {
    remembered.version = version;
    remembered.hashes.clear();
  }
  if (!remembered.hashes.has(hash)) {
    await rememberShareImage({ hash, language: lang, title });
    remembered.hashes.add(hash);
  }
  return { url: shareImagePath(hash), ...shareImageSize };
}

/**
 * A page's share image in a language: the library image chosen for it, else the one drawn from its
 * title (fixed pages and campaign pages alike).
 */
export async function pageShareImage({
  title,
  chosen,
  lang,
}: {
  title: string;
  chosen: ResponsiveImage | undefined;
  lang: Locale;
}): Promise<ShareImage> {
  if (chosen) return { url: chosen.src, width: chosen.width, height: chosen.height, alt: chosen.alt || title };
  return { ...(await shareImageUrl({ lang, title })), alt: title };
}

/** The JPEG of an address, drawn and stored at its first request; undefined for an address no page gave out. */
export async function shareImageJpeg(hash: string): Promise<Uint8Array | undefined> {
  const row = await findShareImage(hash);
  if (!row) return undefined;
  if (row.jpeg) return row.jpeg;
  const jpeg = await drawShareImage({ lang: row.language, title: row.title });
  await storeShareImageJpeg(hash, jpeg);
  return jpeg;
}

const markup = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A line or paragraph of white text, shaped by HarfBuzz: Pango finds the paragraph's direction
 * from its first strong letter, so Arabic runs right to left and joins. `maxHeight` shrinks a long
 * title to fit instead of cutting it.
 */
export async function drawText(text: string, { size, width, maxHeight }: { size: number; width: number; maxHeight?: number }) {
  const input = {
    text: `<span foreground="white">${markup(text)}</span>`,
    font: `Cairo Bold ${size}`,
    fontfile: cairoBold,
    width,
    align: "centre" as const,
    wrap: "word" as const,
    rgba: true,
  };
  const first = await sharp({ text: { ...input, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  if (!maxHeight || first.info.height <= maxHeight) return first;
  return sharp({ text: { ...input, height: maxHeight } })
    .png()
    .toBuffer({ resolveWithObject: true });
}

const background = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0ea5e9"/><stop offset="1" stop-color="#0369a1"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1130" cy="40" r="190" fill="#fff" fill-opacity="0.07"/>
  <circle cx="60" cy="640" r="230" fill="#fff" fill-opacity="0.06"/>
  <rect x="560" y="44" width="80" height="80" rx="22" fill="#fff"/>
  <path d="M600 62l7.6 15.4 17 2.5-12.3 12 2.9 16.9-15.2-8-15.2 8 2.9-16.9-12.3-12 17-2.5z" fill="#0369a1"/>
  <circle cx="636" cy="52" r="12" fill="#f59e0b"/>
  <rect x="460" y="548" width="60" height="8" rx="4" fill="#f87171"/>
  <rect x="530" y="548" width="60" height="8" rx="4" fill="#a78bfa"/>
  <rect x="600" y="548" width="60" height="8" rx="4" fill="#fbbf24"/>
  <rect x="670" y="548" width="60" height="8" rx="4" fill="#34d399"/>
</svg>`);

/** The site's name beside its title ("مهامي | من نحن") is drawn once, under the title, not twice. */
export function headlineOf(title: string, lang: Locale) {
  const name = lang === "ar" ? "مهامي" : "Mahami";
  const rest = title.replace(new RegExp(`^\\s*${name}\\s*[|·:–—-]\\s*`), "").trim();
  return rest || title.trim() || name;
}

/**
 * The background with the name "مهامي · Mahami" under the title's place, drawn once per language and
 * kept as raw pixels: a title then costs one text layout, one composite and one JPEG encode.
 */
const bases = new Map<Locale, Promise<{ data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }>>();
function baseOf(lang: Locale) {
  let base = bases.get(lang);
  if (!base) {
    base = drawText(lang === "ar" ? "مهامي · Mahami" : "Mahami · مهامي", { size: 40, width: 1040 }).then((name) =>
      sharp(background)
        .composite([{ input: name.data, top: 462, left: Math.round((1200 - name.info.width) / 2) }])
        .flatten({ background: "#0369a1" })
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
    bases.set(lang, base);
  }
  return base;
}

/** 1200×630 JPEG (well under 300 KB): the headline centred above the name. */
export async function drawShareImage({ lang, title }: { lang: Locale; title: string }): Promise<Uint8Array> {
  const [base, headline] = await Promise.all([baseOf(lang), drawText(headlineOf(title, lang), { size: 76, width: 1040, maxHeight: 300 })]);
  const top = Math.round(140 + (300 - headline.info.height) / 2);
  const jpeg = await sharp(base.data, { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } })
    .composite([{ input: headline.data, top, left: Math.round((1200 - headline.info.width) / 2) }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return new Uint8Array(jpeg);
}
