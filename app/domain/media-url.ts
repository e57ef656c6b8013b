// `/media/<id>-<hash>[-<width>].<ext>`: the hash of the bytes, so an address never changes meaning (docs/decisions/0027-media-library.md).

const mediaPath = /^\/media\/(\d{1,9})-([0-9a-f]{16})(?:-(\d{1,5}))?\.(jpg|png|webp|avif)$/;

export interface MediaAddress {
  id: number;
  hash: string;
  /** A copy's width; absent for the original. */
  width?: number;
  ext: string;
}

export function mediaUrl(media: { id: number; hash: string; ext: string }) {
  return `/media/${media.id}-${media.hash}.${media.ext}`;
}

export function mediaVariantUrl(media: { id: number; hash: string }, width: number, ext: "webp" | "avif" = "webp") {
  return `/media/${media.id}-${media.hash}-${width}.${ext}`;
}

/** The parts of a media address (a site path), or undefined for any other URL. */
export function parseMediaUrl(url: string): MediaAddress | undefined {
  const match = mediaPath.exec(url);
  if (!match) return undefined;
  return { id: Number(match[1]), hash: match[2], width: match[3] ? Number(match[3]) : undefined, ext: match[4] };
}

/** The longest file name kept, in characters (what a file system allows, and more than anyone reads). */
export const fileNameLength = 255;

/**
 * The name an uploaded file had, as the library shows and searches it: the last part of any path a
 * browser sent, NFC, without control or bidi-control characters (so a name cannot reorder the text
 * around it), spaces collapsed, at most `fileNameLength` characters (never half a surrogate pair).
 */
export function cleanFileName(name: string) {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .replace(/[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, "")
    .trim();
  return [...clean].slice(0, fileNameLength).join("");
}

export const extOfMime: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/avif": "avif" };

/** What a public page needs to show a library image without layout shift, in the page's language. */
export interface ResponsiveImage {
  src: string;
  srcSet: string;
  /** The AVIF copies (and the original, the widest), for a <picture>'s AVIF <source>; absent when there are none. */
  avifSrcSet?: string;
  width: number;
  height: number;
  alt: string;
}
