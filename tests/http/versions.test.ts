import { beforeAll, describe, expect, it } from "vitest";
import { png } from "../support/images";
import { postMedia, signIn } from "../support/http";
import { api } from "../support/openapi";
import { useServer } from "../support/server";

/*
 * Versions and conflicts (docs/decisions/0043-versions-and-conflicts.md): every editable object
 * has a version that every write raises; a write naming another version is a 409 with the object
 * as it is now, and writes nothing. Every answer is checked against GET /api/openapi.json.
 */

const server = useServer();
let cookie: string;
beforeAll(async () => {
  cookie = await signIn(server);
});

interface Kind {
  name: string;
  /** Makes one object; its id (or the path of its single object). */
  create: () => Promise<{ get: string; write: string; deletable: boolean }>;
  /** A patch whose field `field` reads back `value`. */
  patch: (value: string) => Record<string, unknown>;
  field: string;
}

type Json = Record<string, any>;

async function createdBody(path: string, body: Json) {
  const answer = await api(server, "POST", path, { cookie, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  expect(answer.body.version).toBe(1);
  return answer.body as Json;
}

const kinds: Kind[] = [
  {
    name: "content item",
    create: async () => {
      const item = await createdBody("/api/admin/content", { key: `home.versions.t${Date.now()}`, type: "text", page: "home", valueEn: "One" });
      return { get: `/api/admin/content/${item.id}`, write: `/api/admin/content/${item.id}`, deletable: true };
    },
    patch: (value) => ({ valueEn: value }),
    field: "valueEn",
  },
  {
    name: "FAQ entry",
    create: async () => {
      const item = await createdBody("/api/admin/content", { key: `faq.question.v${Date.now()}`, type: "text", page: "faq", valueAr: "سؤال؟" });
      return { get: `/api/admin/content/${item.id}`, write: `/api/admin/content/${item.id}`, deletable: true };
    },
    patch: (value) => ({ valueAr: value }),
    field: "valueAr",
  },
  {
    name: "team member",
    create: async () => {
      const member = await createdBody("/api/admin/team", { name: "Maryam", position: "Founder" });
      return { get: `/api/admin/team/${member.id}`, write: `/api/admin/team/${member.id}`, deletable: true };
    },
    patch: (value) => ({ bio: value }),
    field: "bio",
  },
  {
    name: "button link",
    create: async () => {
      const key = `home.versions.b${Date.now()}`;
      const link = await createdBody("/api/admin/button-links", { contentKey: key, linkType: "external", externalUrl: "https://example.com/" });
      return { get: `/api/admin/button-links/${key}`, write: `/api/admin/button-links/${link.id}`, deletable: true };
    },
    patch: (value) => ({ externalUrl: `https://example.com/${value}` }),
    field: "externalUrl",
  },
  {
    name: "header settings",
    create: async () => ({ get: "/api/admin/header-settings", write: "/api/admin/header-settings", deletable: false }),
    patch: (value) => ({ buttonTextEn: value }),
    field: "buttonTextEn",
  },
  {
    name: "footer settings",
    create: async () => ({ get: "/api/admin/footer-settings", write: "/api/admin/footer-settings", deletable: false }),
    patch: (value) => ({ copyrightTextEn: value }),
    field: "copyrightTextEn",
  },
  {
    name: "media alt texts",
    create: async () => {
      const response = await postMedia(server, cookie, await png(40, 30), { name: "a.png", type: "image/png" });
      expect(response.status).toBe(201);
      const media = (await response.json()) as Json;
      expect(media.version).toBe(1);
      return { get: `/api/admin/media/${media.id}`, write: `/api/admin/media/${media.id}`, deletable: true };
    },
    patch: (value) => ({ altEn: value }),
    field: "altEn",
  },
];

const ifMatch = (tag: string) => ({ "If-Match": tag });

describe.each(kinds)("the version of a $name", ({ create, patch, field }) => {
  it("is in every answer and the ETag, rises with each write, and refuses a stale write with the object as it is now", async () => {
    const { get, write, deletable } = await create();
    const first = await api(server, "GET", get, { cookie });
    expect(first.status).toBe(200);
    const start = first.body.version as number;
    expect(start).toBeGreaterThanOrEqual(1);
    expect(first.headers.get("etag")).toBe(`"${start}"`);

    // No version named: the last write wins, as before, and the version still rises.
    const blind = await api(server, "PATCH", write, { cookie, body: patch("two") });
    expect(blind.status).toBe(200);
    expect(blind.body.version).toBe(start + 1);
    expect(blind.headers.get("etag")).toBe(`"${start + 1}"`);

    // Stale If-Match: 409 with `current`, nothing written.
    const stale = await api(server, "PATCH", write, { cookie, headers: ifMatch(`"${start}"`), body: patch("stale") });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("Someone else changed this after you opened it, so nothing was saved. It is shown here as it is now.");
    expect(stale.body.current.version).toBe(start + 1);
    expect(stale.body.current[field]).toEqual(blind.body[field]);
    expect((await api(server, "GET", get, { cookie })).body).toEqual(blind.body);

    // Fresh If-Match, then the body's `version`, then a weak tag: each writes and raises it by one.
    const fresh = await api(server, "PATCH", write, { cookie, headers: ifMatch(`"${start + 1}"`), body: patch("three") });
    expect(fresh.status).toBe(200);
    expect(fresh.body.version).toBe(start + 2);
    const byBody = await api(server, "PATCH", write, { cookie, body: { ...patch("four"), version: start + 2 } });
    expect(byBody.status).toBe(200);
    expect(byBody.body.version).toBe(start + 3);
    const staleBody = await api(server, "PATCH", write, { cookie, body: { ...patch("lost"), version: start + 2 } });
    expect(staleBody.status).toBe(409);
    expect(staleBody.body.current[field]).toEqual(byBody.body[field]);
    const weak = await api(server, "PATCH", write, { cookie, headers: ifMatch(`W/"${start + 3}"`), body: patch("five") });
    expect(weak.status).toBe(200);
    expect(weak.body.version).toBe(start + 4);

    // An If-Match that is not a quoted version, or that differs from the body's: 400, nothing written.
    for (const tag of ["abc", '"1.5"', "5", '"-1"', '"0"']) {
      const bad = await api(server, "PATCH", write, { cookie, headers: ifMatch(tag), body: patch("bad") });
      expect(bad.status, tag).toBe(400);
      expect(bad.body.message).toBe('If-Match must be a version number in quotes, e.g. "3".');
    }
    const disagreeing = await api(server, "PATCH", write, {
      cookie,
      headers: ifMatch(`"${start + 4}"`),
      body: { ...patch("bad"), version: start + 3 },
    });
    expect(disagreeing.status).toBe(400);
    expect((await api(server, "GET", get, { cookie })).body).toEqual(weak.body);

    // Two writes that started from the same version at the same time: exactly one wins.
    const racing = await Promise.all(
      ["left", "right"].map((value) => api(server, "PATCH", write, { cookie, headers: ifMatch(`"${start + 4}"`), body: patch(value) })),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = racing.find((answer) => answer.status === 200)!;
    const loser = racing.find((answer) => answer.status === 409)!;
    expect(winner.body.version).toBe(start + 5);
    expect(loser.body.current).toEqual(winner.body);

    if (deletable) {
      const staleDelete = await api(server, "DELETE", write, { cookie, headers: ifMatch(`"${start + 4}"`) });
      expect(staleDelete.status).toBe(409);
      expect(staleDelete.body.current.version).toBe(start + 5);
      expect((await api(server, "GET", get, { cookie })).status).toBe(200);
      const staleBodyDelete = await api(server, "DELETE", write, { cookie, body: { version: start + 4 } });
      expect(staleBodyDelete.status).toBe(409);
      expect((await api(server, "DELETE", write, { cookie, headers: ifMatch(`"${start + 5}"`) })).status).toBe(204);
      expect((await api(server, "GET", get, { cookie })).status).toBe(404);
    }
  });
});

describe("drafts and restores", () => {
  it("checks a draft save against the item's version, which the save leaves as it is and publishing raises", async () => {
    const item = await createdBody("/api/admin/content", { key: `home.versions.d${Date.now()}`, type: "text", page: "home", valueEn: "Published" });
    const path = `/api/admin/content/${item.id}`;
    expect((await api(server, "PATCH", path, { cookie, body: { valueEn: "Published 2" } })).body.version).toBe(2);

    const stale = await api(server, "PUT", `${path}/draft`, { cookie, headers: ifMatch('"1"'), body: { valueEn: "Draft" } });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ version: 2, valueEn: "Published 2", draft: null });
    const bad = await api(server, "PUT", `${path}/draft`, { cookie, headers: ifMatch("two"), body: { valueEn: "Draft" } });
    expect(bad.status).toBe(400);
    expect((await api(server, "GET", path, { cookie })).body.draft).toBeNull();

    const saved = await api(server, "PUT", `${path}/draft`, { cookie, body: { valueEn: "Draft", version: 2 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, valueEn: "Published 2", draft: { valueEn: "Draft" } });
    expect(saved.headers.get("etag")).toBe('"2"');

    const published = await api(server, "POST", "/api/admin/drafts/publish", { cookie, body: { page: "home" } });
    expect(published.body.itemIds).toContain(item.id);
    const after = await api(server, "GET", path, { cookie });
    expect(after.body).toMatchObject({ version: 3, valueEn: "Draft", draft: null });
  });

  it("raises the version on a restore (never back to the revision's) and refuses a stale one", async () => {
    const member = await createdBody("/api/admin/team", { name: "Hamad", position: "Designer" });
    const path = `/api/admin/team/${member.id}`;
    await api(server, "PATCH", path, { cookie, body: { position: "Lead designer" } });
    const history = await api(server, "GET", `/api/admin/revisions?entity=team&entityId=${member.id}`, { cookie });
    const creation = history.body.items.find((revision: Json) => revision.action === "create");

    const stale = await api(server, "POST", `/api/admin/revisions/${creation.id}/restore`, { cookie, headers: ifMatch('"1"') });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ version: 2, position: "Lead designer" });
    const staleBody = await api(server, "POST", `/api/admin/revisions/${creation.id}/restore`, {
      cookie,
      body: { entity: "team", entityId: member.id, version: 1 },
    });
    expect(staleBody.status).toBe(409);
    expect((await api(server, "GET", path, { cookie })).body.position).toBe("Lead designer");

    const restored = await api(server, "POST", `/api/admin/revisions/${creation.id}/restore`, { cookie, headers: ifMatch('"2"') });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, position: "Designer" });
    expect(restored.headers.get("etag")).toBe('"3"');
  });

  it("answers 404, not 409, for a versioned write to an item that does not exist", async () => {
    expect((await api(server, "PATCH", "/api/admin/content/999999", { cookie, headers: ifMatch('"1"'), body: { valueEn: "x" } })).status).toBe(404);
    expect((await api(server, "DELETE", "/api/admin/team/999999", { cookie, headers: ifMatch('"1"') })).status).toBe(404);
    expect((await api(server, "GET", "/api/admin/media/999999", { cookie })).status).toBe(404);
  });
});
