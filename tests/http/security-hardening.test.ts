import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, request } from "../support/http";
import { adminEmail, adminPassword, startServer, type TestServer } from "../support/server";

/**
 * File modes, cookie flags, resource policy and the secret file of
 * docs/decisions/0022-hardening-after-the-attack-run.md. The file modes and the generated secret belong to the
 * one-machine deploy, so this server runs on a SQLite file without SESSION_SECRET in both passes of
 * `npm test`; the cookie and header checks are the same on either database.
 */
let server: TestServer;
const dataFolder = mkdtempSync(join(tmpdir(), "mahami-hardening-"));
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "1", DATABASE_URL: join(dataFolder, "mahami.db"), SESSION_SECRET: "" });
});
afterAll(async () => {
  await server.stop();
  rmSync(dataFolder, { recursive: true, force: true });
});

/** What a TLS-terminating proxy adds in front of the server (and the https page's origin). */
const overHttps = () => ({ "X-Forwarded-Proto": "https", "X-Forwarded-For": "198.51.100.7", Origin: server.url.replace(/^http:/, "https:") });

function hasSecure(cookie: string) {
  return cookie
    .split(/;\s*/)
    .slice(1)
    .some((attribute) => attribute.toLowerCase() === "secure");
}

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe("the database file", () => {
  it("is readable and writable by its owner only, with its -wal and -shm files", async () => {
    // A write makes sure the write-ahead log and its index exist.
    expect((await postForm(server, "/en/newsletter", { email: "mode-check@example.com" })).status).toBe(303);
    for (const file of [server.databaseUrl, `${server.databaseUrl}-wal`, `${server.databaseUrl}-shm`]) {
      expect(existsSync(file), file).toBe(true);
      expect(modeOf(file), file).toBe("600");
    }
  });
});

describe("the generated session secret (no SESSION_SECRET)", () => {
  it("is written beside the database, readable and writable by its owner only", () => {
    const file = join(dirname(server.databaseUrl), "session-secret");
    expect(readFileSync(file, "utf8").trim()).toMatch(/^[\w-]{43}$/);
    expect(modeOf(file)).toBe("600");
  });

  it("is narrowed to 0600 when a file left by an older start is wider, and kept as it was", async () => {
    const folder = mkdtempSync(join(tmpdir(), "mahami-secret-"));
    const file = join(folder, "session-secret");
    const secret = "an-older-secret-of-at-least-thirty-two-characters";
    writeFileSync(file, `${secret}\n`);
    chmodSync(file, 0o644);
    const started = await startServer({ DATABASE_URL: join(folder, "mahami.db"), SESSION_SECRET: "" });
    try {
      expect(modeOf(file)).toBe("600");
      expect(readFileSync(file, "utf8")).toBe(`${secret}\n`);
    } finally {
      await started.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("cookies over https", () => {
  it("marks every cookie Secure: language, notice (set and cleared), session and known device", async () => {
    const cookies: string[] = [];
    const collect = (response: Response) => {
      cookies.push(...response.headers.getSetCookie());
      return response;
    };
    // The public language switch and the dashboard's.
    collect(await request(server, "/about-us?lng=en", { headers: overHttps() }));
    collect(await postForm(server, "/admin-language", { lng: "en", redirectTo: "/admin-login" }, overHttps()));
    // A notice after a form without JavaScript, then the page that shows and clears it.
    const signedUp = collect(await postForm(server, "/en/newsletter", { email: "secure-cookie@example.com", redirectTo: "/en" }, overHttps()));
    expect(signedUp.status).toBe(303);
    const notice = signedUp.headers.getSetCookie()[0].split(";")[0];
    collect(await request(server, "/en", { headers: { ...overHttps(), Cookie: notice } }));
    // Signing in through the form, and the dashboard's own notices.
    const login = collect(await postForm(server, "/admin-login", { email: adminEmail, password: adminPassword }, overHttps()));
    expect(login.status).toBe(302);
    const session = login.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("__Host-mahami-session="))!
      .split(";")[0];
    collect(await postForm(server, "/admin-logout", {}, { ...overHttps(), Cookie: session }));

    const names = cookies.map((cookie) => cookie.split("=")[0]);
    expect(new Set(names)).toEqual(new Set(["mahami-language", "mahami-flash", "__Host-mahami-session", "mahami-known-device"]));
    for (const cookie of cookies) expect(hasSecure(cookie), cookie).toBe(true);
  });
});

describe("Cross-Origin-Resource-Policy", () => {
  it("is same-origin on HTML, JSON, redirects and errors", async () => {
    const responses = {
      html: await request(server, "/en"),
      cachedHtml: await request(server, "/en"),
      json: await request(server, "/api/content"),
      jsonError: await request(server, "/api/nowhere"),
      notFound: await request(server, "/nowhere"),
      redirect: await request(server, "/ar/parents"),
      health: await request(server, "/healthz"),
      dashboard: await request(server, "/admin-login"),
      refused: await request(server, "/api/contact", { method: "POST", headers: { Origin: "https://evil.example" } }),
    };
    for (const [name, response] of Object.entries(responses)) {
      expect(response.headers.get("cross-origin-resource-policy"), name).toBe("same-origin");
    }
  });
});

describe("a plain-http deployment (COOKIE_SECURE=false)", () => {
  it("keeps cookies without Secure, as documented", async () => {
    const plain = await startServer({ COOKIE_SECURE: "false" });
    try {
      const response = await request(plain, "/about-us?lng=en");
      const [cookie] = response.headers.getSetCookie();
      expect(cookie).toMatch(/^mahami-language=en/);
      expect(hasSecure(cookie)).toBe(false);
    } finally {
      await plain.stop();
    }
  });
});
