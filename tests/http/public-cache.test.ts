import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { execute } from "../support/database";
import { api, cookiesFrom, postForm, request, sha256, signIn } from "../support/http";
import { useServer } from "../support/server";
import { inBothLanguages, publicPaths } from "../support/site";

/**
 * Public pages and public JSON as a CDN and a browser see them (docs/decisions/0024-static-public-pages.md):
 * the same bytes for everyone, stored compressed, revalidated by ETag, and one-shot notices never shared.
 */

const server = useServer({ TRUST_PROXY: "1" });

/** The bytes as sent (fetch would decompress them), with the response's status and headers. */
function raw(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ response: { status: number; headers: Headers }; body: Buffer }>((resolve, reject) => {
    const sent = httpRequest(server.url + path, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const one of [value ?? []].flat()) responseHeaders.append(name, one);
        }
        resolve({ response: { status: incoming.statusCode ?? 0, headers: responseHeaders }, body: Buffer.concat(chunks) });
      });
    });
    sent.on("error", reject);
    sent.end();
  });
}

describe("public pages", () => {
  it.each(inBothLanguages(publicPaths))("%s is HTML and CSS only, its inline scripts allowed by hash", async (path) => {
    const { response, body } = await raw(path);
    const html = body.toString("utf8");
    expect(response.status).toBe(200);
    // No client framework: no script files, no module preloads, no hydration data, no nonce.
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain("nonce=");
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((match) => match[1].trim()).sort()).toEqual(['type="application/ld+json"', 'type="module"', 'type="speculationrules"']);
    // The JSON-LD is a data block, never run: CSP does not govern it, so it has no hash (docs/decisions/0063-share-images-and-structured-data.md).
    const executable = scripts.filter((match) => !match[1].includes("application/ld+json"));
    const scriptSrc = response.headers.get("content-security-policy")?.match(/script-src ([^;]+)/)?.[1];
    expect(scriptSrc?.split(" ").sort()).toEqual(executable.map((match) => `'sha256-${sha256(match[2], "base64")}'`).sort());
  });

  it("sends every visitor of one language the same bytes and headers, whatever their cookies or address", async () => {
    const session = await signIn(server, "127.0.5.1");
    const visitors: Record<string, string>[] = [
      {},
      { "X-Forwarded-For": "127.0.5.2" },
      { Cookie: session },
      { Cookie: "mahami-language=ar; other=1" },
    ];
    const answers = await Promise.all(visitors.map((headers) => raw("/about-us", headers)));
    for (const { response, body } of answers.slice(1)) {
      expect(body.equals(answers[0].body)).toBe(true);
      for (const name of ["content-security-policy", "etag", "cache-control", "vary", "content-type"]) {
        expect(response.headers.get(name), name).toBe(answers[0].response.headers.get(name));
      }
    }
  });

  it("answers a stored page before Express with exactly the headers of the render that stored it, over http and https", async () => {
    for (const [path, headers] of [
      ["/en/teachers", {}],
      ["/sellers", { "X-Forwarded-Proto": "https" }],
    ] as const) {
      await execute(server, `update content_items set "valueEn" = "valueEn" where key = 'teachers.hero.title'`);
      const rendered = await raw(path, { ...headers, "Accept-Encoding": "br" });
      const stored = await raw(path, { ...headers, "Accept-Encoding": "br" });
      const names = (response: { headers: Headers }) => [...response.headers.keys()].filter((name) => !["date"].includes(name));
      expect(names(stored.response).sort(), path).toEqual(names(rendered.response).sort());
      // Each answer has its own request id (docs/decisions/0035-logs-and-metrics.md); every other header is the same.
      for (const name of names(rendered.response).filter((name) => name !== "x-request-id"))
        expect(stored.response.headers.get(name), `${path} ${name}`).toBe(rendered.response.headers.get(name));
      expect(stored.response.headers.get("x-request-id")).not.toBe(rendered.response.headers.get("x-request-id"));
      expect(stored.body.equals(rendered.body)).toBe(true);
      expect(stored.response.headers.has("strict-transport-security"), path).toBe("X-Forwarded-Proto" in headers);
    }
  });

  it("is stored as br and gzip with a strong ETag per encoding, a CDN-ready Cache-Control, and 304 on If-None-Match", async () => {
    const identity = await raw("/en/parents", { "Accept-Encoding": "identity" });
    const br = await raw("/en/parents", { "Accept-Encoding": "gzip, deflate, br" });
    const gzip = await raw("/en/parents", { "Accept-Encoding": "gzip" });
    expect(identity.response.headers.get("content-encoding")).toBeNull();
    expect(br.response.headers.get("content-encoding")).toBe("br");
    expect(gzip.response.headers.get("content-encoding")).toBe("gzip");
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(Number(br.response.headers.get("content-length"))).toBe(br.body.length);

    const etags = [identity, br, gzip].map(({ response }) => response.headers.get("etag"));
    for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Set(etags).size).toBe(3);
    for (const { response } of [identity, br, gzip]) {
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600");
      expect(response.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    }

    for (const ifNoneMatch of [etags[1]!, `W/${etags[1]}`, `"other", ${etags[1]}`]) {
      const revalidated = await raw("/en/parents", { "Accept-Encoding": "br", "If-None-Match": ifNoneMatch });
      expect(revalidated.response.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
      expect(revalidated.response.headers.get("etag")).toBe(etags[1]);
      expect(revalidated.response.headers.get("content-security-policy")).toContain("script-src 'sha256-");
      expect(revalidated.response.headers.get("x-content-type-options")).toBe("nosniff");
    }
    // Another encoding's ETag names other bytes.
    expect((await raw("/en/parents", { "Accept-Encoding": "gzip", "If-None-Match": etags[1]! })).response.status).toBe(200);

    const head = await raw("/en/parents", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.response.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.response.headers.get("etag")).toBe(etags[1]);
    expect(head.response.headers.get("content-length")).toBe(String(br.body.length));
  });

  it("gets a new ETag and new bytes when the content changes", async () => {
    const before = await raw("/en/sellers", { "Accept-Encoding": "br" });
    const etag = before.response.headers.get("etag")!;
    await execute(server, `update content_items set "valueEn" = 'Sellers, freshly edited' where key = 'sellers.hero.title'`);
    const after = await raw("/en/sellers", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(after.response.status).toBe(200);
    expect(after.response.headers.get("etag")).not.toBe(etag);
    expect(brotliDecompressSync(after.body).toString("utf8")).toContain("Sellers, freshly edited");
  });

  it("never stores or shares a page with a one-shot notice", async () => {
    const posted = await postForm(
      server,
      "/en/newsletter",
      { email: "notice@example.com", redirectTo: "/en/teachers" },
      { "X-Forwarded-For": "127.0.5.3" },
    );
    expect(posted.status).toBe(303);
    const withNotice = await request(server, "/en/teachers", { headers: { Cookie: cookiesFrom(posted) } });
    expect(await withNotice.text()).toContain("Thank you! We have sent you an email");
    expect(withNotice.headers.get("cache-control")).toBe("private, no-store");
    expect(withNotice.headers.get("etag")).toBeNull();
    // Its scripts run: rendered for this visitor alone, it carries this response's nonce.
    expect(withNotice.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
    const next = await raw("/en/teachers");
    expect(next.body.toString("utf8")).not.toContain("Thank you! We have sent you an email");
    expect(next.response.headers.get("etag")).not.toBeNull();
  });

  it("renders a query string and an Arabic URL with the English cookie for their visitor, unstored", async () => {
    const query = await request(server, "/en/parents?utm_source=mail");
    expect(query.status).toBe(200);
    expect(query.headers.get("etag")).toBeNull();
    const redirected = await request(server, "/parents", { headers: { Cookie: "mahami-language=en" } });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("location")).toBe("/en/parents");
  });
});

describe("the 404 page", () => {
  const scripts = (html: string) => [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);

  it.each([
    // One segment in a slug's shape (`/nothing-here`) may be a campaign page: it is rendered, a 404 when no page has it;
    // one in any other shape (`/wp-login.php`) is not (docs/decisions/0060-campaign-pages.md).
    ["ar", ["/wp-admin/setup-config.php", "/wp-login.php", "/nothing/here", "/parents/extra", "/admin-dashboard/nothing"]],
    ["en", ["/en/wp-login.php", "/en/Nothing_Here", "/en/nothing/here", "/en/teachers/extra"]],
  ])("is one stored page per language (%s) for every unknown path: 404, the same bytes, no path in it, never kept", async (locale, paths) => {
    const answers = await Promise.all(paths.map((path) => raw(path, { "Accept-Encoding": "br" })));
    for (const [index, { response, body }] of answers.entries()) {
      expect(response.status, paths[index]).toBe(404);
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("vary")).toBe("Accept-Encoding, Cookie");
      expect(response.headers.get("etag")).toBeNull();
      expect(body.equals(answers[0].body), `${paths[index]} is the same page`).toBe(true);
    }
    const html = brotliDecompressSync(answers[0].body).toString("utf8");
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain("404 Page Not Found");
    for (const path of paths) expect(html).not.toContain(path);
    // Its footer's newsletter form comes back to the home page of its language.
    expect(html).toContain(`name="redirectTo" value="${locale === "en" ? "/en" : "/"}"`);
    // Stored like a page: its inline scripts allowed by hash, no nonce.
    const csp = answers[0].response.headers.get("content-security-policy")!;
    for (const script of scripts(html)) expect(csp).toContain(`'sha256-${sha256(script, "base64")}'`);
    expect(csp).not.toContain("nonce-");
    // A 404 is never a 304, and HEAD has no body.
    expect((await raw(paths[0], { "If-None-Match": "*" })).response.status).toBe(404);
    const head = await raw(paths[0], {}, "HEAD");
    expect(head.response.status).toBe(404);
    expect(head.body.length).toBe(0);
  });

  it("never answers a path a route or a file answers", async () => {
    const home = await (await request(server, "/")).text();
    const css = home.match(/href="(\/assets\/[^"]+\.css)"/)![1];
    for (const path of [
      "/healthz",
      "/robots.txt",
      "/sitemap.xml",
      "/favicon.svg",
      "/images/logo.svg",
      css,
      "/api/content",
      "/admin-login",
      "/social-icons.svg",
    ]) {
      expect((await request(server, path)).status, path).toBe(200);
    }
    expect((await request(server, "/download", { redirect: "manual" })).status).toBe(302);
    // A media address of no image is the media route's own 404, plain text.
    const media = await request(server, "/media/999-0123456789abcdef.jpg");
    expect(media.status).toBe(404);
    expect(media.headers.get("content-type")).toMatch(/^text\/plain/);
    // The dashboard asks for a sign-in; an admin API route for an administrator.
    expect((await request(server, "/admin-dashboard", { redirect: "manual" })).status).toBe(302);
    expect((await request(server, "/api/admin/team")).status).toBe(401);
    // The API's unknown paths have their own 404, in JSON.
    const api404 = await request(server, "/api/nothing");
    expect(api404.status).toBe(404);
    expect(api404.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("answers only unknown paths once stored: every page's `.data` still answers its own data (both languages, signed in or not)", async () => {
    // The stored 404 of each language first, then the data a client navigation asks for.
    for (const path of ["/nope-r14", "/en/nope-r14"]) expect((await raw(path)).response.status, path).toBe(404);
    for (const path of ["/parents.data", "/_.data", "/en/parents.data", "/en/_.data", "/admin-login.data"]) {
      const { response } = await raw(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/x-script/);
    }
    const cookie = await signIn(server);
    for (const path of ["/admin-dashboard.data", "/admin-dashboard/team.data", "/admin-dashboard/media.data"]) {
      expect((await raw(path, { Cookie: cookie })).response.status, path).toBe(200);
    }
    // An unknown page's data is the router's own 404, never the stored HTML page.
    const unknownData = await raw("/nope-r14.data");
    expect(unknownData.response.status).toBe(404);
    expect(unknownData.response.headers.get("content-type")).not.toMatch(/^text\/html/);
  });

  it("follows the content: an edited 404 text shows at once", async () => {
    const cookie = await signIn(server);
    const before = await (await request(server, "/en/nothing-at-all")).text();
    expect(before).not.toContain("This page took a day off.");
    const item = (await api(server, "GET", "/api/admin/content?page=common", { cookie })).body as { id: number; key: string }[];
    const message = item.find((candidate) => candidate.key === "common.notfound.message")!;
    expect((await api(server, "PATCH", `/api/admin/content/${message.id}`, { cookie, body: { valueEn: "This page took a day off." } })).status).toBe(
      200,
    );
    expect(await (await request(server, "/en/nothing-at-all")).text()).toContain("This page took a day off.");
  });
});

describe("public JSON", () => {
  it.each(["/api/content", "/api/header-settings", "/api/footer-settings", "/api/team"])(
    "%s is stored compressed per content version, with an ETag and 304",
    async (path) => {
      const identity = await raw(path, { "Accept-Encoding": "identity" });
      const br = await raw(path, { "Accept-Encoding": "br, gzip" });
      expect(identity.response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(br.response.headers.get("content-encoding")).toBe("br");
      expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
      expect(JSON.parse(identity.body.toString("utf8"))).toBeTruthy();
      expect(br.response.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
      expect(br.response.headers.get("vary")).toBe("Accept-Encoding");
      const etag = br.response.headers.get("etag")!;
      expect(etag).toMatch(/^"[^"]+"$/);
      const revalidated = await raw(path, { "Accept-Encoding": "br, gzip", "If-None-Match": etag });
      expect(revalidated.response.status).toBe(304);
    },
  );

  it("answers the new content after an administrator's change", async () => {
    const before = await raw("/api/footer-settings");
    const cookie = await signIn(server, "127.0.5.4");
    const changed = await api(server, "PATCH", "/api/admin/footer-settings", { cookie, ip: "127.0.5.4", body: { contactEmail: "new@mahami.qa" } });
    expect(changed.status).toBe(200);
    const after = await raw("/api/footer-settings", { "If-None-Match": before.response.headers.get("etag")! });
    expect(after.response.status).toBe(200);
    expect(JSON.parse(after.body.toString("utf8")).contactEmail).toBe("new@mahami.qa");
  });
});
