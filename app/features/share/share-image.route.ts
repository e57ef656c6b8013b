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
  if (!hash || !jpeg)
    return new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" } });
  const etag = `"${hash}"`;
  const headers = {
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "Content-Type": "image/jpeg",
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": "inline",
  };
  if (
    request.headers
      .get("If-None-Match")
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(jpeg), { headers: { ...headers, "Content-Length": String(jpeg.byteLength) } });
}
