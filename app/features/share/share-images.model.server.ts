import { db } from "#db/database.server";

/*
 * The drawn share images (docs/decisions/0063-share-images-and-structured-data.md). Every write is
 * idempotent, so any number of nodes may remember a title or store its drawing at once: the same
 * title always makes the same hash, and the same hash the same picture.
 */

export interface ShareImageRow {
  hash: string;
  language: "ar" | "en";
  title: string;
  jpeg: Uint8Array | null;
}

/** Keeps a title under its hash, unless it is kept already. */
export async function rememberShareImage({ hash, language, title }: { hash: string; language: "ar" | "en"; title: string }) {
  await db
    .insertInto("share_images")
    .values({ hash, language, title })
    .onConflict((conflict) => conflict.column("hash").doNothing())
    .execute();
}

export async function findShareImage(hash: string): Promise<ShareImageRow | undefined> {
  return db.selectFrom("share_images").select(["hash", "language", "title", "jpeg"]).where("hash", "=", hash).executeTakeFirst();
}

export async function storeShareImageJpeg(hash: string, jpeg: Uint8Array) {
  await db.updateTable("share_images").set({ jpeg }).where("hash", "=", hash).execute();
}
