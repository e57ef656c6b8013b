import { createHash } from "node:crypto";
import { adminEmail, adminPassword, type TestServer } from "./server";

/** Requests to a test server as a client without a browser sends them: pages, form posts and the JSON API. */

type Target = Pick<TestServer, "url">;

/** fetch without following redirects, so tests see the 30x itself. */
export function request(server: Target, path: string, init: RequestInit = {}) {
  return fetch(server.url + path, { redirect: "manual", ...init });
}

/** A same-origin form post, as a browser without JavaScript sends it. */
export function postForm(server: Target, path: string, fields: Record<string, string>, headers: HeadersInit = {}) {
  return request(server, path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The cookie pairs (name=value) a response sets, ready for a Cookie header. */
export function cookiesFrom(response: Response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The body of a page as a signed-out visitor without cookies gets it (redirects not followed). */
export async function publicHtml(server: Target, path: string) {
  return (await request(server, path)).text();
}

export interface ApiCall {
  /** Sent as JSON unless `rawBody` is given. */
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  cookie?: string;
  /** With TRUST_PROXY=1, the client IP the server sees (keeps rate limits of tests apart). */
  ip?: string;
  headers?: Record<string, string>;
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON (each test reads the shape it expects). */
  body: any;
}

/** A JSON API call in English (the language cookie), as a same-origin browser script would send it. */
export async function api(server: Target, method: string, path: string, call: ApiCall = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = { Accept: "application/json", ...call.headers };
  // English unless the call names a language: the first of two same-named cookies is the one read.
  headers.Cookie = [call.cookie, "mahami-language=en"].filter(Boolean).join("; ");
  if (call.ip) headers["X-Forwarded-For"] = call.ip;
  let body: string | undefined = call.rawBody;
  if (call.body !== undefined) body = JSON.stringify(call.body);
  if (body !== undefined) headers["Content-Type"] = call.contentType ?? "application/json";
  const response = await request(server, path, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** POST /api/login with the credentials as JSON: the server's answer, whatever it is. */
export function postApiLogin(server: Target, email: string, password: string, headers: Record<string, string> = {}) {
  return request(server, "/api/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ email, password }),
  });
}

/** Signs in through POST /api/login (from `ip`, with TRUST_PROXY=1); returns the session cookie pair. */
export async function signIn(server: Target, ip?: string, email = adminEmail, password = adminPassword) {
  const response = await postApiLogin(server, email, password, ip ? { "X-Forwarded-For": ip } : {});
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookiesFrom(response);
}

/** A media library image as POST /api/admin/media answers it (docs/api.md#media). */
export interface UploadedImage {
  id: number;
  url: string;
  width: number;
  height: number;
  altAr: string;
  altEn: string;
  /** Each width's WebP copy (`url`) and AVIF copy (`avifUrl`). */
  variants: { url: string; width: number; height: number; avifUrl?: string }[];
}

/** What `postMedia` sends: the file's name and type, its alt texts, and the language of the answer. */
export interface MediaPost {
  name?: string;
  type?: string;
  altAr?: string;
  altEn?: string;
  language?: "ar" | "en";
}

/** Posts a file (or none) to the media library as the media tab's script does (multipart, same origin); returns the answer as it is. */
export function postMedia(
  server: Target,
  cookie: string,
  file: Buffer | undefined,
  { name = "photo.jpg", type = "image/jpeg", altAr = "", altEn = "", language = "en" }: MediaPost = {},
) {
  const form = new FormData();
  form.append("altAr", altAr);
  form.append("altEn", altEn);
  if (file) form.append("file", new Blob([new Uint8Array(file)], { type }), name);
  return request(server, "/api/admin/media", {
    method: "POST",
    headers: { Cookie: `${cookie}; mahami-language=${language}`, Origin: server.url },
    body: form,
  });
}

/** Uploads a file to the media library; throws unless 201. */
export async function uploadImage(
  server: Target,
  cookie: string,
  file: Buffer,
  post: MediaPost & { name: string; type: string },
): Promise<UploadedImage> {
  const response = await postMedia(server, cookie, file, post);
  if (response.status !== 201) throw new Error(`upload of ${post.name} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as UploadedImage;
}

/** The addresses of an uploaded image: the original's, then each copy's WebP and AVIF. */
export function imageUrls(image: UploadedImage) {
  return [image.url, ...image.variants.flatMap((variant) => [variant.url, variant.avifUrl!])];
}

let clientNumber = 0;
/** Headers of a client address no earlier request of this test file came from (with TRUST_PROXY=1), so rate limits count each apart. */
export function newClient() {
  clientNumber++;
  return { "X-Forwarded-For": `127.0.${2 + Math.floor(clientNumber / 250)}.${clientNumber % 250}` };
}

/** The SHA-256 digest of a text or bytes: hex, as the database keeps token hashes; base64, as a CSP source names a script. */
export function sha256(text: string | Uint8Array, encoding: "hex" | "base64" = "hex") {
  return createHash("sha256").update(text).digest(encoding);
}

/** A JSON body just over the 64 KiB limit. */
export const oversizedBody = JSON.stringify({ padding: "x".repeat(64 * 1024 + 10) });

const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
export function isIsoTimestamp(value: unknown) {
  return typeof value === "string" && isoTimestamp.test(value);
}

/** What a browser sends with a request from another site: each must be refused with 403. */
export const crossSiteHeaders: Record<string, string>[] = [
  { Origin: "https://evil.example" },
  { "Sec-Fetch-Site": "cross-site" },
  { Origin: "null" },
];
