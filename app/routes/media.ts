import { immutableFile, noSuchFile } from "~/lib/immutable-file.server";
import { getMediaFile } from "#db/models/media.server";
import { extOfMime, mediaUrl, mediaVariantUrl, parseMediaUrl } from "~/domain/media-url";
import type { Route } from "./+types/media";

/**
 * A media library image (docs/decisions/0027-media-library.md): its address names its bytes (the
 * hash), so it is cached for a year by browsers and CDNs; the hash is its ETag too.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const parsed = parseMediaUrl(`/media/${params.file}`);
  // One address per file: `01-…`, `-0320` or `.data` would be a second URL for the same bytes in every cache.
  const canonical = parsed && (parsed.width ? mediaVariantUrl(parsed, parsed.width, parsed.ext === "avif" ? "avif" : "webp") : mediaUrl(parsed));
  // request.url keeps a single-fetch `.data` suffix that params drop: `….webp.data` is not the image's address.
  const address = canonical === `/media/${params.file}` && new URL(request.url).pathname === canonical ? parsed : undefined;
  const copyMime = address?.ext === "avif" ? "image/avif" : "image/webp";
  const file = address && (await getMediaFile(address.id, address.hash, address.width, copyMime));
  if (!address || !file || extOfMime[file.mime] !== address.ext) return noSuchFile();
  const etag = `"${address.hash}${address.width ? `-${address.width}.${address.ext}` : ""}"`;
  return immutableFile(request, { etag, mime: file.mime, data: file.data });
}
