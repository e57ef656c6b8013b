/*
 * Cuts the two font files every page preloads (app/fonts/) out of the Cairo variable font that
 * @fontsource-variable/cairo ships: the characters the site's own words use (printable ASCII, the
 * no-break space and common punctuation; the Arabic block), with the weight axis limited to the
 * weights the styles use (400–900). The rest of Latin, Latin Extended and Arabic stays in
 * fontsource's files, which app/fonts/cairo.css declares for the characters left out: a page
 * downloads them only if it shows one of those (docs/performance.md, the fonts).
 *
 * Why: both languages show both scripts (the language switch names the other language), and the
 * two fontsource files the pages needed weighed 65 KB — on a phone line, every page's largest wait
 * before its text. These two weigh about 36 KB together.
 *
 * Run after upgrading @fontsource-variable/cairo or changing the ranges below (subset-font uses
 * HarfBuzz's hb-subset; it is not a dependency of the site, npm fetches it):
 *   npm exec --yes --package=subset-font@2.9.0 -- node tools/subset-fonts.mjs
 * Keep the ranges in step with app/fonts/cairo.css.
 */
import { createRequire } from "node:module";
import { readFileSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";

const root = join(import.meta.dirname, "..");
const files = join(root, "node_modules/@fontsource-variable/cairo/files");

async function subsetFont() {
  try {
    return (await import("subset-font")).default;
  } catch {
    // Under `npm exec --package`, the package sits in npm's cache, whose `.bin` is on PATH.
    const bin = (process.env.PATH ?? "").split(delimiter).find((entry) => entry.includes("_npx") && entry.endsWith(join("node_modules", ".bin")));
    if (!bin) throw new Error("run with: npm exec --yes --package=subset-font@2.9.0 -- node tools/subset-fonts.mjs");
    return createRequire(join(bin, "..", "x.js"))("subset-font");
  }
}

const range = (first, last) => String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, at) => first + at));
const weights = { wght: { min: 400, max: 900 } };
const subsets = [
  // U+0020-007E, U+00A0-00BF, U+00D7, U+00F7, U+2010-2027, U+2030-203A in app/fonts/cairo.css: ASCII, the
  // Latin-1 signs and punctuation (the footer's ©, the Arabic quotation marks « »), dashes, quotes, the ellipsis
  {
    from: "cairo-latin-wght-normal.woff2",
    to: "cairo-core-latin.woff2",
    text: range(0x20, 0x7e) + range(0xa0, 0xbf) + "\u00d7\u00f7" + range(0x2010, 0x2027) + range(0x2030, 0x203a),
  },
  // U+0600-06FF, U+200C-200F in app/fonts/cairo.css
  { from: "cairo-arabic-wght-normal.woff2", to: "cairo-core-arabic.woff2", text: range(0x600, 0x6ff) + range(0x200c, 0x200f) },
];

const subset = await subsetFont();
for (const { from, to, text } of subsets) {
  const font = await subset(readFileSync(join(files, from)), text, { targetFormat: "woff2", variationAxes: weights });
  writeFileSync(join(root, "app/fonts", to), font);
  console.log(`app/fonts/${to}: ${font.length} bytes`);
}
