import { immutableFile, noSuchFile } from "~/lib/immutable-file.server";
import type { Route } from "./+types/share-image.route";
import { parseShareImagePath, shareImageJpeg } from "./share-image.service.server";

/**
 * A drawn share image (docs/decisions/0063-share-images-and-structured-data.md): its address names
 * its title (the hash), so it is cached for a year by browsers, CDNs and link previews.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const hash = parseShareImagePath(params.file);
  // request.url keeps a single-fetch `.data` suffix that params drop: `….jpg.data` is not the image's address.
  const jpeg = hash && new URL(request.url).pathname === `/share/${params.file}` ? await shareImageJpeg(hash) : undefined;
  if (!hash || !jpeg) return noSuchFile();
  const etag = `"${hash}"`;
  return immutableFile(request, { etag, mime: "image/jpeg", data: jpeg });
}
