import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { integrityCheck } from "../support/database";
import { signIn } from "../support/http";
import { useServer } from "../support/server";
import { report } from "./load";
import { rawRequest } from "../support/raw-http";

/**
 * A generated fuzz run: thousands of malformed requests over every API endpoint and
 * every form action, signed in and out. No answer may be a 5xx; the server must stay up and the
 * database intact.
 */

const server = useServer({ TRUST_PROXY: "1" });
let adminCookie = "";
beforeAll(async () => {
  adminCookie = await signIn(server, "192.0.2.1");
});

/** A small seeded generator, so a failing run can be replayed with FUZZ_SEED. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]) => items[int(items.length)];
  return { next, int, pick };
}

const ids = [
  "1",
  "2",
  "3",
  "0",
  "-1",
  "999999",
  "abc",
  "1e3",
  "1.5",
  "%00",
  "..%2F..%2Fetc",
  "99999999999999999999",
  "%F0%9F%98%80",
  "home.hero.start_button",
];
const apiRoutes: [string, string][] = [
  ["GET", "/api/header-settings"],
  ["GET", "/api/footer-settings"],
  ["GET", "/api/content"],
  ["GET", "/api/team"],
  ["POST", "/api/contact"],
  ["POST", "/api/newsletter"],
  ["GET", "/api/auth/user"],
  ["POST", "/api/login"],
  ["POST", "/api/logout"],
  ["POST", "/api/password-reset"],
  ["POST", "/api/password-reset/confirm"],
  ["GET", "/api/admin/button-links/{id}"],
  ["POST", "/api/admin/button-links"],
  ["PATCH", "/api/admin/button-links/{id}"],
  ["DELETE", "/api/admin/button-links/{id}"],
  ["GET", "/api/admin/header-settings"],
  ["PATCH", "/api/admin/header-settings"],
  ["GET", "/api/admin/footer-settings"],
  ["PATCH", "/api/admin/footer-settings"],
  ["GET", "/api/admin/team"],
  ["POST", "/api/admin/team"],
  ["PATCH", "/api/admin/team/{id}"],
  ["DELETE", "/api/admin/team/{id}"],
  ["GET", "/api/admin/content"],
  ["GET", "/api/admin/content?page={id}"],
  ["POST", "/api/admin/content"],
  ["PATCH", "/api/admin/content/{id}"],
  ["DELETE", "/api/admin/content/{id}"],
  ["GET", "/api/admin/content?status={id}"],
  ["PUT", "/api/admin/content/{id}/draft"],
  ["DELETE", "/api/admin/content/{id}/draft"],
  ["POST", "/api/admin/drafts/publish"],
  ["GET", "/api/admin/schedules"],
  ["POST", "/api/admin/schedules"],
  ["DELETE", "/api/admin/schedules/{id}"],
  ["GET", "/api/admin/users"],
  ["POST", "/api/admin/users"],
  ["DELETE", "/api/admin/users/{id}"],
  ["PATCH", "/api/admin/users/{id}/password"],
  ["GET", "/api/admin/sessions"],
  ["DELETE", "/api/admin/sessions"],
  ["POST", "/api/admin/account/totp"],
  ["DELETE", "/api/admin/account/totp"],
  ["POST", "/api/admin/account/totp/confirm"],
  ["DELETE", "/api/admin/users/{id}/two-factor"],
  ["GET", "/api/admin/account/passkeys"],
  ["POST", "/api/admin/account/passkeys"],
  ["POST", "/api/admin/account/passkeys/options"],
  ["DELETE", "/api/admin/account/passkeys/{id}"],
  ["POST", "/api/passkey-login"],
  ["POST", "/api/passkey-login/options"],
  ["GET", "/api/admin/contacts"],
  ["PATCH", "/api/admin/contacts/{id}/read"],
  ["PATCH", "/api/admin/contacts/{id}/reply"],
  ["DELETE", "/api/admin/contacts/{id}"],
  ["GET", "/api/admin/newsletter"],
  ["GET", "/api/admin/media"],
  ["POST", "/api/admin/media"],
  ["PATCH", "/api/admin/media/{id}"],
  ["DELETE", "/api/admin/media/{id}"],
  ["GET", "/media/{id}"],
  ["GET", "/api/admin/revisions?entity={id}&entityId={id}&page={id}"],
  ["GET", "/api/admin/revisions?entity=team&entityId={id}"],
  ["POST", "/api/admin/revisions/{id}/restore"],
  ["GET", "/api/admin/activity?page={id}&actor={id}&action={id}"],
  ["DELETE", "/api/admin/activity"],
  ["GET", "/api/admin/contacts.csv"],
  ["GET", "/api/admin/newsletter.csv"],
  ["PUT", "/api/content"],
  ["DELETE", "/api/team"],
  ["GET", "/api/nowhere/{id}"],
];
const formRoutes = [
  "/contact",
  "/en/contact",
  "/newsletter",
  "/en/newsletter",
  "/admin-login",
  "/admin-logout",
  "/admin-language",
  "/admin-preview",
  "/admin-dashboard",
  "/admin-dashboard/header-footer",
  "/admin-dashboard/messages",
  "/admin-dashboard/team",
  "/admin-dashboard/users",
  "/admin-dashboard/faq",
  "/admin-dashboard/media",
  "/admin-dashboard/activity",
  "/admin-dashboard/history?entity=team&entityId=1",
  "/admin-dashboard/outbox",
  "/admin-dashboard/newsletter",
  "/admin-dashboard/security",
  "/admin-dashboard/schedules",
  "/admin-dashboard/publish-drafts",
  "/admin-forgot-password",
  "/admin-reset-password?token={id}",
  "/newsletter/confirm?token={id}",
  "/en/newsletter/confirm?token={id}",
  "/newsletter/unsubscribe?token={id}",
  "/en/newsletter/unsubscribe?token={id}",
  "/",
  "/en/parents",
  "/nowhere",
];
const pageQueries = [
  "/admin-dashboard?edit={id}",
  "/admin-dashboard?icon={id}&q=%ZZ",
  "/admin-dashboard?missing=1&open={id}",
  "/admin-dashboard?status={id}&open={id}",
  "/?preview={id}",
  "/en/about-us?preview=1&lng={id}",
  "/admin-dashboard/messages?page={id}&filter={id}",
  "/admin-dashboard/team?edit={id}",
  "/admin-dashboard/users?password={id}",
  "/admin-dashboard/faq?edit={id}&confirm=delete-{id}",
  "/admin-dashboard/media?confirm=delete-{id}",
  "/admin-dashboard/history?entity={id}&entityId={id}&page={id}&confirm=restore-{id}",
  "/admin-dashboard/activity?actor={id}&action={id}&page={id}",
  "/admin-dashboard/outbox?filter={id}&page={id}",
  "/admin-reset-password?token={id}",
  "/newsletter/unsubscribe?token={id}&token={id}",
  "/admin-login?redirectTo=%2F%2Fevil.example",
  "/admin-login?redirectTo={id}",
  "/contact?lng={id}",
  "/en?lng=en&lng=ar",
  "/ar/%E0%A4%A",
  "/%ff%fe",
];
const intents = [
  "save",
  "update",
  "create",
  "delete",
  "confirm-delete",
  "cancel",
  "edit",
  "icon",
  "save-icon",
  "link-save",
  "link-delete",
  "save-link",
  "delete-link",
  "mark-read",
  "read",
  "password",
  "change-password",
  "add",
  "add-user",
  "delete-user",
  "samples",
  "create-samples",
  "header",
  "footer",
  "save-header",
  "save-footer",
  "sign-out-others",
  "save-draft",
  "discard-draft",
  "publish-drafts",
  "publish-all",
  "publish",
  "discard",
  "send-again",
  "create-schedule",
  "cancel-schedule",
  "forgot-password",
  "reset-password",
  "",
  "<script>",
];
const fieldNames = [
  "id",
  "key",
  "type",
  "valueAr",
  "valueEn",
  "category",
  "page",
  "description",
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "password",
  "confirmPassword",
  "intent",
  "redirectTo",
  "locale",
  "website",
  "linkType",
  "externalUrl",
  "internalPage",
  "sectionId",
  "isActive",
  "contentKey",
  "logoUrl",
  "logoSize",
  "showPages",
  "showPages.home",
  "showLanguageSwitcher",
  "buttonUrl",
  "order",
  "imageUrl",
  "bio",
  "position",
  "notes",
  "icon",
  "lng",
  "token",
  "List-Unsubscribe",
  "date",
  "time",
  "scope",
  "ids",
  "languages",
  "at",
  "draft",
  "__proto__",
  "constructor",
];

function randomValue(random: ReturnType<typeof generator>, depth = 0): unknown {
  switch (random.int(depth > 2 ? 7 : 10)) {
    case 0:
      return random.pick([
        "",
        " ",
        "a",
        "x".repeat(random.int(300)),
        "ً".repeat(50),
        "<script>alert(1)</script>",
        "javascript:alert(1)",
        "//evil.example",
        '{"a":',
        "\u0000\u0001",
        "١٢٣",
      ]);
    case 1:
      return random.int(2) ? random.int(1e6) - 5e5 : random.pick([Number.MAX_SAFE_INTEGER, -0, 1e308, 0.5]);
    case 2:
      return random.next() > 0.5;
    case 3:
      return null;
    case 4:
      return "x".repeat(random.pick([1000, 10_000, 60_000]));
    case 5:
      return random.pick(["admin@mahami.qa", "not-an-email", "a@b", `${"a".repeat(300)}@x.qa`]);
    case 6:
      return random.pick(["external", "internal", "section", "home", "faq", "title", "icon", "medium", "#story", "hero"]);
    case 7:
      return Array.from({ length: random.int(4) }, () => randomValue(random, depth + 1));
    case 8:
      return Object.fromEntries(Array.from({ length: random.int(5) }, () => [random.pick(fieldNames), randomValue(random, depth + 1)]));
    default:
      return JSON.stringify(randomValue(random, depth + 1));
  }
}

function randomBody(random: ReturnType<typeof generator>): { body?: Uint8Array | string; contentType?: string } {
  const kind = random.int(12);
  if (kind === 0) return {};
  if (kind === 1) return { body: '{"name": "unterminated', contentType: "application/json" };
  if (kind === 2)
    return { body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]), contentType: "application/json" };
  if (kind === 3) return { body: new Uint8Array([0xff, 0xfe, 0xc3, 0x28, 0x61, 0x3d, 0x80]), contentType: "application/x-www-form-urlencoded" };
  if (kind === 4) return { body: `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb`, contentType: "multipart/form-data; boundary=x" };
  if (kind === 5) return { body: "a=%E0%A4%A&b=%%%&c", contentType: "application/x-www-form-urlencoded" };
  if (kind === 6) return { body: "<xml/>", contentType: random.pick(["application/xml", "text/plain", "application/octet-stream"]) };
  if (kind === 7)
    return {
      body: JSON.stringify(randomValue(random)),
      contentType: random.pick(["application/json", "application/json; charset=utf-8", "text/plain"]),
    };
  if (kind === 8) return { body: "[".repeat(5000) + "]".repeat(5000), contentType: "application/json" };
  if (kind === 9) return { body: "x".repeat(70 * 1024), contentType: "application/json" };
  const fields = new URLSearchParams();
  for (let index = random.int(8); index >= 0; index--) {
    const name = random.int(3) === 0 ? "intent" : random.pick(fieldNames);
    fields.append(name, name === "intent" ? random.pick(intents) : String(randomValue(random)));
  }
  return kind === 10
    ? { body: fields.toString(), contentType: "application/x-www-form-urlencoded" }
    : { body: JSON.stringify(Object.fromEntries(fields)), contentType: "application/json" };
}

describe("fuzz", () => {
  it("answers at least 5,000 malformed requests without a single 5xx, and stays healthy", async () => {
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
    const random = generator(seed);
    const total = Number(process.env.FUZZ_REQUESTS ?? 5000);
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    let next = 0;
    async function worker() {
      while (next < total) {
        next++;
        const id = random.pick(ids);
        const roll = random.int(10);
        let method = "POST";
        let path: string;
        if (roll < 5) [method, path] = random.pick(apiRoutes);
        else if (roll < 8) path = random.pick(formRoutes);
        else [method, path] = ["GET", random.pick(pageQueries)];
        path = path.replaceAll("{id}", id);
        if (random.int(6) === 0) method = random.pick(["GET", "POST", "PATCH", "PUT", "DELETE", "HEAD", "OPTIONS"]);
        const { body, contentType } = method === "GET" || method === "HEAD" ? {} : randomBody(random);
        const headers: Record<string, string> = {
          Origin: server.url,
          "X-Forwarded-For": random.pick([`203.0.113.${random.int(256)}`, "not-an-ip", "", "1.2.3.4, 5.6.7.8", "::1"]),
        };
        if (contentType) headers["Content-Type"] = contentType;
        // Signing out would end the shared session; the logout routes are fuzzed signed out.
        if (random.int(2) && !path.includes("logout"))
          headers.Cookie = [adminCookie, random.pick(["", "mahami-language=en", "mahami-flash=garbage", "mahami-language=xx"])]
            .filter(Boolean)
            .join("; ");
        if (random.int(10) === 0) headers.Accept = random.pick(["application/json", "text/html", "*/*", "image/png"]);
        const response = await fetch(server.url + path, { method, headers, body: body as BodyInit | undefined, redirect: "manual" }).catch(
          (error: Error) => error,
        );
        const status = response instanceof Error ? 0 : response.status;
        if (!(response instanceof Error)) await response.arrayBuffer().catch(() => undefined);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500 || status === 0)
          serverErrors.push(`${status} ${method} ${path} ${contentType ?? ""} ${typeof body === "string" ? body.slice(0, 120) : ""}`);
      }
    }
    await Promise.all(Array.from({ length: 16 }, worker));
    report("fuzz", {
      seed,
      requests: total,
      serverErrors: serverErrors.length,
      ...Object.fromEntries([...statuses].sort(([a], [b]) => a - b).map(([status, count]) => [`status${status}`, count])),
    });
    expect(serverErrors.slice(0, 20)).toEqual([]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await integrityCheck(server)).toBe("ok");
  });

  it("answers malformed Host and X-Forwarded-* headers with a 4xx, never a 5xx or a stack trace", async () => {
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
    const random = generator(seed);
    const hosts = [
      "[::1",
      "a b",
      "x<y",
      "%",
      "",
      "h:0",
      "h:65536",
      "h:-1",
      "h:",
      ":80",
      "[]",
      "[::1]:",
      "[zz::1]",
      "h\tx",
      "ü.example",
      "a/b",
      "a@b",
      "%00",
      "x".repeat(300),
      "1.2.3.256",
      "h:80:80",
      "[::1]]",
    ];
    const schemes = ["x<y", "javascript", "https, http", "", "ftp", "HTTP", "https\u0000", "%68ttps", "data:"];
    const forwardedFor = ["not-an-ip", "1.2.3.4, x<y", "::ffff:1.2.3.4", "[::1]:80", "", "1.2.3.4:99999"];
    const paths = [
      "/",
      "/en",
      "/api/content",
      "/api/contact",
      "/admin-login",
      "/admin-dashboard",
      "/healthz",
      "/sitemap.xml",
      "/robots.txt",
      "/nowhere",
      "/ar/x",
    ];
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    for (let index = 0; index < 300; index++) {
      const method = random.pick(["GET", "POST", "HEAD"]);
      const path = random.pick(paths);
      const lines = [`${method} ${path} HTTP/1.1`, `Host: ${random.int(4) ? random.pick(hosts) : "localhost"}`];
      if (random.int(2)) lines.push(`X-Forwarded-Proto: ${random.pick(schemes)}`);
      if (random.int(2)) lines.push(`X-Forwarded-For: ${random.pick(forwardedFor)}`);
      if (random.int(3) === 0) lines.push(`X-Forwarded-Host: ${random.pick(hosts)}`);
      if (method === "POST") lines.push("Content-Type: application/json", "Content-Length: 2", `Origin: ${server.url}`);
      const text = [...lines, "Connection: close", "", method === "POST" ? "{}" : ""].join("\r\n");
      const status = await rawRequest(server, text).then(
        (answer) => answer.status,
        () => 0,
      );
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500 || status === 0) serverErrors.push(`${status} ${JSON.stringify(lines)}`);
    }
    report("fuzz-headers", {
      seed,
      ...Object.fromEntries([...statuses].sort(([a], [b]) => a - b).map(([status, count]) => [`status${status}`, count])),
    });
    expect(serverErrors.slice(0, 20)).toEqual([]);
    // A stack trace, printed or inside a JSON log line (`\n    at …`).
    expect(server.output()).not.toMatch(/(?:\n|\\n)\s+at .+:\d+:\d+/);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("refuses four hundred 1 MiB bodies with 413, read and thrown away, without the server keeping them", async () => {
    const rss = () => Number(readFileSync(`/proc/${server.process.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)![1]) * 1024;
    const body = "x".repeat(1024 * 1024);
    const send = (path: string, contentType: string) =>
      fetch(server.url + path, { method: "POST", headers: { "Content-Type": contentType, Origin: server.url }, body }).then(
        (response) => response.status,
      );
    await send("/api/contact", "application/json");
    const before = rss();
    const statuses: number[] = [];
    // 400 MiB sent in all. Up to 2 MiB a refused body is read to its end so the client reads the 413
    // (a lingering close, app/server/middleware/body-limit.ts); the chunks read are garbage the server collects in its
    // own time, so memory may rise by tens of MiB before a collection, never by what was sent.
    for (let round = 0; round < 200; round++) {
      statuses.push(await send("/api/contact", "application/json"), await send("/contact", "application/x-www-form-urlencoded"));
    }
    const growth = rss() - before;
    report("oversized", {
      requests: statuses.length,
      refused413: statuses.filter((status) => status === 413).length,
      rssGrowthKiB: Math.round(growth / 1024),
    });
    expect(new Set(statuses)).toEqual(new Set([413]));
    expect(growth).toBeLessThan(128 * 1024 * 1024);
  });
});
