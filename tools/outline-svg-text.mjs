/*
 * Turns the <text> of the SVG images in tools/svg-sources/ into outlines, shaped by HarfBuzz with
 * the site's Cairo font (Arabic joined right to left), and writes them to public/images/.
 *
 * Why: an SVG shown through <img> is a document of its own that cannot use the page's web fonts,
 * so every <text> in it made the browser look for a system font with Arabic or Latin glyphs on
 * each page load — tens of milliseconds of layout on a phone (docs/performance.md) — and drew the
 * logo's Arabic name in whatever font the visitor's system had. Outlines draw the same everywhere.
 *
 * Run after changing a source (harfbuzzjs is not a dependency of the site; npm fetches it):
 *   npm exec --yes --package=harfbuzzjs@1.6.4 -- node tools/outline-svg-text.mjs
 * (or HARFBUZZJS=/path/to/node_modules/harfbuzzjs node tools/outline-svg-text.mjs)
 */
import { execSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const root = join(import.meta.dirname, "..");
const sources = join(root, "tools/svg-sources");
const fonts = join(root, "node_modules/@expo-google-fonts/cairo");
const fontFiles = { 600: "600SemiBold/Cairo_600SemiBold.ttf", 700: "700Bold/Cairo_700Bold.ttf", 800: "800ExtraBold/Cairo_800ExtraBold.ttf" };

async function harfbuzz() {
  if (process.env.HARFBUZZJS) return import(pathToFileURL(join(process.env.HARFBUZZJS, "dist/index.mjs")).href);
  try {
    return await import("harfbuzzjs");
  } catch {
    // Under `npm exec --package`, the package is on PATH's node_modules, not next to this file.
    const bin = execSync("npm root", { encoding: "utf8" }).trim();
    return import(pathToFileURL(join(bin, "harfbuzzjs/dist/index.mjs")).href);
  }
}

const hb = await harfbuzz();
const loaded = new Map();
function fontOf(weight) {
  const file = fontFiles[weight];
  if (!file) throw new Error(`no Cairo file for weight ${weight}`);
  if (!loaded.has(file)) {
    const face = new hb.Face(new hb.Blob(readFileSync(join(fonts, file))));
    loaded.set(file, { font: new hb.Font(face), upem: face.upem });
  }
  return loaded.get(file);
}

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
const round = (value) => Number(value.toFixed(1));

/** One <path> drawing a <text> element: the glyphs' outlines moved to their pen positions. */
function outline(tag, text) {
  const x = Number(attribute(tag, "x"));
  const y = Number(attribute(tag, "y"));
  const size = Number(attribute(tag, "font-size"));
  const spacing = Number(attribute(tag, "letter-spacing") ?? 0);
  const length = attribute(tag, "textLength");
  const { font, upem } = fontOf(Number(attribute(tag, "font-weight") ?? 400));
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const glyphs = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const scale = size / upem;
  const natural = positions.reduce((width, position) => width + position.xAdvance * scale, 0) + spacing * (glyphs.length - 1);
  // textLength with lengthAdjust="spacingAndGlyphs": the run stretched or squeezed to that width.
  const stretch = length ? Number(length) / natural : 1;
  let pen = 0;
  const parts = [];
  for (const [index, glyph] of glyphs.entries()) {
    const { xAdvance, xOffset, yOffset } = positions[index];
    const dx = x + (pen + xOffset * scale) * stretch;
    const dy = y - yOffset * scale;
    // HarfBuzz draws in font units, y up, with absolute M/L/Q/C commands and Z.
    parts.push(
      font
        .glyphToPath(glyph.codepoint)
        .replace(/(-?[\d.]+),(-?[\d.]+)/g, (_, gx, gy) => `${round(dx + Number(gx) * scale * stretch)},${round(dy - Number(gy) * scale)}`),
    );
    pen += xAdvance * scale + spacing;
  }
  const fill = attribute(tag, "fill") ?? "#000";
  return `<path fill="${fill}" d="${parts.join("")}"/>`;
}

for (const name of readdirSync(sources).filter((file) => file.endsWith(".svg"))) {
  const source = readFileSync(join(sources, name), "utf8");
  const drawn = source.replace(/<text([^>]*)>([^<]*)<\/text>/g, (_, tag, text) => outline(tag, text));
  writeFileSync(join(root, "public/images", name), drawn);
  console.log(`public/images/${name}: ${source.length} → ${drawn.length} bytes`);
}
