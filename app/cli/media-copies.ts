/**
 * `npm run media:copies`: gives every library image the srcset copies it lacks — the AVIF copies
 * of images uploaded before they were made, a width added since (docs/decisions/0027-media-library.md).
 * New uploads get every copy at once; this is for the images stored before. Safe to run while the
 * server runs, and again: an image with all its copies is left alone.
 */
import { migrateToLatest } from "#db/connection.server";
import { closeDatabase, db, dialect } from "#db/database.server";
import { addMediaCopies, getMediaOriginal, listMediaCopies } from "#db/models/media.server";
import { copiesFor, encodeCopies } from "~/lib/media-image.server";

async function main() {
  await migrateToLatest(db, dialect);
  let added = 0;
  for (const image of await listMediaCopies()) {
    const missing = copiesFor(image.width).filter((wanted) => !image.copies.some((copy) => copy.width === wanted.width && copy.mime === wanted.mime));
    const original = missing.length > 0 ? await getMediaOriginal(image.id) : undefined;
    if (!original) continue;
    const copies = await encodeCopies(original, missing);
    await addMediaCopies(image.id, copies);
    added += copies.length;
    console.log(`image ${image.id}: ${copies.map((copy) => `${copy.width} ${copy.mime.replace("image/", "")}`).join(", ")}`);
  }
  console.log(added === 0 ? "Every image has all its copies." : `${added} copies added.`);
}

try {
  await main();
} finally {
  await closeDatabase();
}
