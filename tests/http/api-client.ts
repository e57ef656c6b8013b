import { adminEmail, adminPassword, cookiesFrom, request, type TestServer } from "../support/server";

/** Shared by the tests/http/api-*.test.ts files: a JSON client for the API. */

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

/** A call in English (the language cookie), as a same-origin browser script would send it. */
export async function api(server: TestServer, method: string, path: string, call: ApiCall = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = { Accept: "application/json", ...call.headers };
  headers.Cookie = ["mahami-language=en", call.cookie].filter(Boolean).join("; ");
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

/** Signs in through POST /api/login; returns the session cookie pair. */
export async function signIn(server: TestServer, ip?: string, email = adminEmail, password = adminPassword) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (ip) headers["X-Forwarded-For"] = ip;
  const response = await request(server, "/api/login", { method: "POST", headers, body: JSON.stringify({ email, password }) });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookiesFrom(response);
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
