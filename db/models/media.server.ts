import { type ContentTransaction, writeContent } from "../content-version.server";
import { nowIso } from "../clock";
import { db } from "../database.server";
import type { MediaRow } from "../schema";
import type { Actor } from "./activity.server";
import { recordRevision } from "./revisions.server";
import { nextVersion, refuseStale } from "../versioned.server";
import { extOfMime, mediaUrl, mediaVariantUrl, parseMediaUrl, type ResponsiveImage } from "~/domain/media-url";

// Alt texts are public content, so every media write runs in writeContent (docs/decisions/0027-media-library.md).

/** A srcset copy: its WebP address, and its AVIF one (absent for images stored before AVIF copies were made). */
export interface MediaVariant {
  width: number;
  height: number;
  url: string;
  avifUrl?: string;
}

/** A copy's row without its bytes. */
type VariantRow = { width: number; height: number; mime: string };

export interface Media {
  id: number;
  url: string;
  width: number;
  height: number;
  bytes: number;
  mime: string;
  altAr: string;
  altEn: string;
  /** The name the file had when uploaded; empty for images stored before it was kept. */
  fileName: string;
  createdAt: string;
  updatedAt: string;
  /** Raised by every write (docs/decisions/0043-versions-and-conflicts.md). */
  version: number;
  variants: MediaVariant[];
}

/** A place that shows an image: a delete is refused while there is one. */
export interface MediaUse {
  kind: "team" | "headerLogo" | "footerLogo" | "content";
  /** The member's name or the content item's key. */
  label: string;
}

export interface NewMedia {
  hash: string;
  mime: string;
  width: number;
  height: number;
  altAr: string;
  altEn: string;
  fileName?: string;
  data: Uint8Array;
  variants: { width: number; height: number; mime: string; data: Uint8Array }[];
}

const listColumns = ["id", "hash", "mime", "width", "height", "bytes", "altAr", "altEn", "fileName", "createdAt", "updatedAt", "version"] as const;
type MediaListRow = Pick<MediaRow, (typeof listColumns)[number]>;

/** One entry per width, narrowest first, from the copies' rows in any order. */
function variantsByWidth(address: { id: number; hash: string }, rows: VariantRow[]): MediaVariant[] {
  const byWidth = new Map<number, MediaVariant>();
  for (const row of rows.toSorted((a, b) => a.width - b.width)) {
    const variant = byWidth.get(row.width) ?? { width: row.width, height: row.height, url: mediaVariantUrl(address, row.width) };
    if (row.mime === "image/avif") variant.avifUrl = mediaVariantUrl(address, row.width, "avif");
    byWidth.set(row.width, variant);
  }
  return [...byWidth.values()];
}

function toMedia(row: MediaListRow, variants: VariantRow[]): Media {
  const address = { id: row.id, hash: row.hash, ext: extOfMime[row.mime] };
  return {
    id: row.id,
    url: mediaUrl(address),
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    mime: row.mime,
    altAr: row.altAr,
    altEn: row.altEn,
    fileName: row.fileName,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
    variants: variantsByWidth(address, variants),
  };
}

async function variantsOf(ids: number[]) {
  if (ids.length === 0) return new Map<number, VariantRow[]>();
  const rows = await db.selectFrom("media_variants").select(["mediaId", "width", "height", "mime"]).where("mediaId", "in", ids).execute();
  const byMedia = new Map<number, VariantRow[]>();
  for (const { mediaId, ...row } of rows) byMedia.set(mediaId, [...(byMedia.get(mediaId) ?? []), row]);
  return byMedia;
}

/** Newest first, without the bytes. */
export async function listMedia() {
  const rows = await db.selectFrom("media").select(listColumns).orderBy("id", "desc").execute();
  const variants = await variantsOf(rows.map((row) => row.id));
  return rows.map((row) => toMedia(row, variants.get(row.id) ?? []));
}

export async function getMedia(id: number) {
  const row = await db.selectFrom("media").select(listColumns).where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return toMedia(row, (await variantsOf([id])).get(id) ?? []);
}

/** The stored bytes behind a media address (the original, or a copy of that width and format), if the hash matches. */
export async function getMediaFile(id: number, hash: string, width?: number, mime = "image/webp") {
  if (width === undefined) {
    return db.selectFrom("media").select(["mime", "data"]).where("id", "=", id).where("hash", "=", hash).executeTakeFirst();
  }
  return db
    .selectFrom("media_variants")
    .innerJoin("media", "media.id", "media_variants.mediaId")
    .select(["media_variants.mime", "media_variants.data"])
    .where("media.id", "=", id)
    .where("media.hash", "=", hash)
    .where("media_variants.width", "=", width)
    .where("media_variants.mime", "=", mime)
    .executeTakeFirst();
}

/** Each image's id, width and the copies it has (width and type), oldest first: what `npm run media:copies` reads. */
export async function listMediaCopies() {
  const rows = await db.selectFrom("media").select(["id", "width"]).orderBy("id").execute();
  const variants = await variantsOf(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, copies: variants.get(row.id) ?? [] }));
}

/** An image's stored original bytes, if it exists. */
export async function getMediaOriginal(id: number) {
  return (await db.selectFrom("media").select("data").where("id", "=", id).executeTakeFirst())?.data;
}

/** Adds copies to an image in a content write, so stored pages render their srcset again; existing copies stay. */
export async function addMediaCopies(id: number, copies: NewMedia["variants"]) {
  if (copies.length === 0) return;
  await writeContent(async (trx) => {
    await trx
      .insertInto("media_variants")
      .values(copies.map((copy) => ({ ...copy, mediaId: id, bytes: copy.data.byteLength })))
      .onConflict((conflict) => conflict.columns(["mediaId", "width", "mime"]).doNothing())
      .execute();
  });
}

export async function insertMedia(trx: ContentTransaction, input: NewMedia) {
  const { variants, data, ...fields } = input;
  const row = await trx
    .insertInto("media")
    .values({ ...fields, data, bytes: data.byteLength })
    .returning(listColumns)
    .executeTakeFirstOrThrow();
  if (variants.length > 0) {
    await trx
      .insertInto("media_variants")
      .values(variants.map((variant) => ({ ...variant, mediaId: row.id, bytes: variant.data.byteLength })))
      .execute();
  }
  return toMedia(row, variants);
}

/* An image's revisions (docs/decisions/0025-history-and-activity.md) hold its row without the bytes (listColumns). */
export function createMedia(input: NewMedia, actor: Actor) {
  return writeContent(async (trx) => {
    const media = await insertMedia(trx, input);
    const after = await trx.selectFrom("media").select(listColumns).where("id", "=", media.id).executeTakeFirstOrThrow();
    await recordRevision(trx, { actor, entity: "media", entityId: media.id, action: "create", before: null, after, summary: media.url });
    return media;
  });
}

export async function updateMediaAltRows(trx: ContentTransaction, id: number, patch: { altAr?: string; altEn?: string }, expected?: number) {
  let update = trx
    .updateTable("media")
    .set({ ...patch, updatedAt: nowIso(), version: nextVersion })
    .where("id", "=", id);
  if (expected !== undefined) update = update.where("version", "=", expected);
  return update.returning(listColumns).executeTakeFirst();
}

/** With `expected`, written only over that version: another one throws StaleWrite (docs/decisions/0043-versions-and-conflicts.md). */
export async function updateMediaAlt(id: number, patch: { altAr?: string; altEn?: string }, actor: Actor, expected?: number) {
  const row = await writeContent(async (trx) => {
    const before = await trx.selectFrom("media").select(listColumns).where("id", "=", id).executeTakeFirst();
    const after = before && (await updateMediaAltRows(trx, id, patch, expected));
    refuseStale(Boolean(after), Boolean(before), expected, "media", id);
    if (before && after) {
      await recordRevision(trx, { actor, entity: "media", entityId: id, action: "update", before, after, summary: `/media/${id}-${after.hash}` });
    }
    return after;
  });
  return row && toMedia(row, (await variantsOf([id])).get(id) ?? []);
}

export async function deleteMediaRows(trx: ContentTransaction, id: number, expected?: number) {
  let remove = trx.deleteFrom("media").where("id", "=", id);
  if (expected !== undefined) remove = remove.where("version", "=", expected);
  const result = await remove.executeTakeFirst();
  if (result.numDeletedRows === 0n) return false;
  await trx.deleteFrom("media_variants").where("mediaId", "=", id).execute();
  return true;
}

/** Deletes an image nobody shows, else `{ usedIn }`; the check and the delete share one transaction. */
export async function deleteMedia(id: number, actor: Actor, expected?: number): Promise<{ deleted: boolean } | { usedIn: MediaUse[] }> {
  return writeContent(async (trx) => {
    const usedIn = (await mediaUses(trx)).get(id) ?? [];
    if (usedIn.length > 0) return { usedIn };
    const before = await trx.selectFrom("media").select(listColumns).where("id", "=", id).executeTakeFirst();
    const deleted = await deleteMediaRows(trx, id, expected);
    refuseStale(deleted, Boolean(before), expected, "media", id);
    if (before && deleted) {
      await recordRevision(trx, {
        actor,
        entity: "media",
        entityId: id,
        action: "delete",
        before,
        after: null,
        summary: `/media/${id}-${before.hash}`,
      });
    }
    return { deleted };
  });
}

const mediaPattern = "/media/%";

/** Every place that shows a library image, by media id: team photos, the two logos, image content items. */
export async function mediaUses(executor: ContentTransaction | typeof db = db) {
  const [members, header, footer, items] = await Promise.all([
    executor.selectFrom("team_members").select(["name", "imageUrl"]).where("imageUrl", "like", mediaPattern).orderBy("id").execute(),
    executor.selectFrom("header_settings").select("logoUrl").where("logoUrl", "like", mediaPattern).execute(),
    executor.selectFrom("footer_settings").select("logoUrl").where("logoUrl", "like", mediaPattern).execute(),
    executor
      .selectFrom("content_items")
      .select(["key", "valueAr", "valueEn"])
      .where((eb) => eb.or([eb("valueAr", "like", mediaPattern), eb("valueEn", "like", mediaPattern)]))
      .orderBy("key")
      .execute(),
  ]);
  const uses = new Map<number, MediaUse[]>();
  const add = (url: string, use: MediaUse) => {
    const address = parseMediaUrl(url);
    if (!address) return;
    const list = uses.get(address.id) ?? [];
    if (!list.some((known) => known.kind === use.kind && known.label === use.label)) list.push(use);
    uses.set(address.id, list);
  };
  for (const member of members) add(member.imageUrl, { kind: "team", label: member.name });
  for (const row of header) add(row.logoUrl, { kind: "headerLogo", label: "" });
  for (const row of footer) add(row.logoUrl, { kind: "footerLogo", label: "" });
  for (const item of items) {
    add(item.valueAr, { kind: "content", label: item.key });
    add(item.valueEn, { kind: "content", label: item.key });
  }
  return uses;
}

/** The srcset, size and alt text of each library image among `urls`, so pages show them without layout shift. */
export async function responsiveImages(urls: string[], locale: "ar" | "en"): Promise<Record<string, ResponsiveImage>> {
  const addresses = new Map<string, { id: number; hash: string }>();
  for (const url of urls) {
    const address = parseMediaUrl(url);
    if (address && address.width === undefined) addresses.set(url, address);
  }
  if (addresses.size === 0) return {};
  const ids = [...new Set([...addresses.values()].map((address) => address.id))];
  const rows = await db.selectFrom("media").select(listColumns).where("id", "in", ids).execute();
  const variants = await variantsOf(ids);
  const result: Record<string, ResponsiveImage> = {};
  for (const [url, address] of addresses) {
    const row = rows.find((candidate) => candidate.id === address.id && candidate.hash === address.hash);
    if (!row) continue;
    const media = toMedia(row, variants.get(row.id) ?? []);
    const original = `${media.url} ${media.width}w`;
    const avifCopies = media.variants.filter((variant) => variant.avifUrl).map((variant) => `${variant.avifUrl} ${variant.width}w`);
    result[url] = {
      src: media.url,
      srcSet: [...media.variants.map((variant) => `${variant.url} ${variant.width}w`), original].join(", "),
      // The original closes the AVIF list too, in its own format: the widest screens take it either way.
      ...(avifCopies.length > 0 && { avifSrcSet: [...avifCopies, original].join(", ") }),
      width: media.width,
      height: media.height,
      alt: locale === "ar" ? media.altAr : media.altEn,
    };
  }
  return result;
}
