/**
 * The answers of a file whose address names its bytes (a media library image, a drawn share image):
 * cached for a year by browsers, CDNs and link previews, its ETag the name's hash, a 304 when the
 * client holds it; and the one 404 both give for an address that names no file.
 */
export function immutableFile(request: Request, { etag, mime, data }: { etag: string; mime: string; data: Uint8Array }) {
  const headers = {
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "Content-Type": mime,
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
  return new Response(new Uint8Array(data), { headers: { ...headers, "Content-Length": String(data.byteLength) } });
}

export const noSuchFile = () =>
  new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" } });
