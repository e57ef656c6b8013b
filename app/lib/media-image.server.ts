import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";

/*
 * Turns an uploaded file into what the media library stores (docs/decisions/0027-media-library.md):
 * the format told from the bytes, the size checked from the header before anything is decoded,
 * the image re-encoded by libvips (sharp), which writes no metadata (EXIF, GPS, XMP, ICC) unless
 * asked to, and narrower copies for srcset, each in WebP and in AVIF.
 */

export const maxUploadBytes = 5 * 1024 * 1024;
export const maxPixels = 40_000_000;
/**
 * Each side, and the long side against the short one: a 9,900,000 × 4 PNG is under 40 MP but its
 * shrink took gigabytes (docs/decisions/0034-attack-run-2026-11-25.md).
 */
export const maxSide = 12_000;
export const maxAspectRatio = 20;
/**
 * The widths of the srcset copies; only those narrower than the original are made. Each is at
 * most 1.5 times the one before above 640, so a screen gets at most half again the width it
 * draws: a phone's hero (380 CSS pixels at 1.75) takes the 960 copy, not the 1280 one.
 */
export const variantWidths = [320, 640, 960, 1280] as const;

const decodeOptions = { limitInputPixels: maxPixels, failOn: "error" } as const;

// libvips' operation cache keeps decoded pixels for a repeat an upload never makes.
sharp.cache(false);

/**
 * The formats of the srcset copies. AVIF is about half the bytes of WebP at the same look (a
 * camera photo's 960 copy: 28 KB against 58 KB), and the bytes of the home hero decide the home
 * page's LCP on a phone's network; WebP serves the browsers without AVIF. Effort 3 encodes the four
 * AVIF widths of a 2000-pixel photo in about 0.6 s (effort 4: 2.5 s) for bytes within 5 % of effort 4's.
 */
const copyEncoders = {
  "image/webp": (image: Sharp) => image.webp({ quality: 75 }),
  "image/avif": (image: Sharp) => image.avif({ quality: 50, effort: 3 }),
} as const;
export type CopyMime = keyof typeof copyEncoders;

export interface CopySpec {
  width: number;
  mime: CopyMime;
}

/** The copies an original `width` pixels wide should have: each narrower width, in each format. */
export function copiesFor(width: number): CopySpec[] {
  return variantWidths
    .filter((candidate) => candidate < width)
    .flatMap((candidate) => Object.keys(copyEncoders).map((mime) => ({ width: candidate, mime: mime as CopyMime })));
}

/**
 * Encodes `copies` of a stored original. The original is decoded once, at the widest copy's width,
 * and every copy is made from those pixels, all at once (libvips spreads them over its threads):
 * decoding a 40-megapixel PNG once per copy, eight at a time, would take over a gigabyte.
 */
export async function encodeCopies(original: Uint8Array, copies: CopySpec[]): Promise<EncodedImage[]> {
  if (copies.length === 0) return [];
  const widest = Math.max(...copies.map((copy) => copy.width));
  // Bounded in both directions, so no input shape can make the base (or its shrink) large.
  const base = await sharp(original, decodeOptions)
    .resize({ width: widest, height: widest * maxAspectRatio, fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  return Promise.all(
    copies.map(async ({ width, mime }) => {
      const copy = await copyEncoders[mime](sharp(base.data, pixels).resize({ width })).toBuffer({ resolveWithObject: true });
      return { mime, width: copy.info.width, height: copy.info.height, data: copy.data };
    }),
  );
}

export const mediaFormats = {
  jpeg: { mime: "image/jpeg", ext: "jpg" },
  png: { mime: "image/png", ext: "png" },
  webp: { mime: "image/webp", ext: "webp" },
  avif: { mime: "image/avif", ext: "avif" },
} as const;
export type MediaFormat = keyof typeof mediaFormats;

const ascii = (bytes: Uint8Array, start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString("latin1");

/** The format the first bytes announce: JPEG, PNG, WebP or AVIF; anything else (SVG, text, GIF…) is none. */
export function sniffFormat(bytes: Uint8Array): MediaFormat | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp") {
    // The ISO-BMFF file type box: the major brand, then the compatible ones.
    const boxSize = Math.min(Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0), bytes.length, 64);
    for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
      if (offset === 12) continue; // the minor version
      const brand = ascii(bytes, offset, offset + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return undefined;
}

export interface EncodedImage {
  mime: string;
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage extends EncodedImage {
  format: MediaFormat;
  ext: string;
  hash: string;
  variants: EncodedImage[];
}

export type ImageRefusal = "unsupportedType" | "tooManyPixels" | "badShape" | "unreadable";

let imageQueue: Promise<unknown> = Promise.resolve();

/** One image decoded or encoded at a time in this process: two uploads cannot add up their peaks. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = imageQueue.then(work, work);
  imageQueue = result.catch(() => undefined);
  return result;
}

function encoder(image: Sharp, format: MediaFormat) {
  switch (format) {
    case "jpeg":
      return image.jpeg({ quality: 82, mozjpeg: true });
    case "png":
      return image.png({ compressionLevel: 9, palette: false });
    case "webp":
      return image.webp({ quality: 80 });
    case "avif":
      return image.avif({ quality: 55, effort: 3 });
  }
}

/**
 * The stored original and its copies, or why the file is refused. The pixel count is read from
 * the header (metadata() decodes nothing), so a small file that declares a huge image is refused
 * before libvips allocates for it; `limitInputPixels` guards the decoders as well.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage | { refused: ImageRefusal }> {
  const format = sniffFormat(bytes);
  if (!format) return { refused: "unsupportedType" };
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { refused: "unreadable" };
  }
  if (!header.width || !header.height) return { refused: "unreadable" };
  if (header.width * header.height > maxPixels) return { refused: "tooManyPixels" };
  const [long, short] = header.width > header.height ? [header.width, header.height] : [header.height, header.width];
  if (long > maxSide || long > short * maxAspectRatio) return { refused: "badShape" };
  const expected = format === "avif" ? "heif" : format;
  if (header.format !== expected) return { refused: "unsupportedType" };
  return oneAtATime(() => encodeAll(bytes, format));
}

async function encodeAll(bytes: Buffer, format: MediaFormat): Promise<ProcessedImage | { refused: ImageRefusal }> {
  try {
    // rotate() applies the EXIF orientation before the EXIF block is dropped.
    const original = await encoder(sharp(bytes, decodeOptions).rotate(), format).toBuffer({ resolveWithObject: true });
    const { width, height } = original.info;
    const variants = await encodeCopies(original.data, copiesFor(width));
    return {
      format,
      ext: mediaFormats[format].ext,
      mime: mediaFormats[format].mime,
      width,
      height,
      data: original.data,
      hash: createHash("sha256").update(original.data).digest("hex").slice(0, 16),
      variants,
    };
  } catch {
    return { refused: "unreadable" };
  }
}
