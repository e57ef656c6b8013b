import { beforeEach, describe, expect, it } from "vitest";
import { db } from "#db/database.server";
import { inTransaction } from "#db/models/transaction.server";
import { addSlugRedirect, createRedirect, listRedirects, redirectsVersion } from "~/features/redirects/redirects.model.server";

/*
 * The function campaign pages call when a page's address changes (docs/decisions/0062-redirects-and-not-found-log.md):
 * a 301 from the old address, chains straightened rather than refused, in the caller's transaction.
 */

const actor = { id: null, email: "owner@mahami.qa", ip: "127.0.0.1" };
const rules = async () => (await listRedirects()).map((rule) => `${rule.from} → ${rule.to} ${rule.status} ${rule.origin}`);

beforeEach(async () => {
  await db.deleteFrom("redirects").execute();
});

describe("addSlugRedirect", () => {
  it("adds a 301 from the old address, moving the rules' counter", async () => {
    const before = await redirectsVersion();
    const added = await addSlugRedirect(db, { from: "/campaigns/eid-2025", to: "/campaigns/eid" }, actor);
    expect(added).toMatchObject({ from: "/campaigns/eid-2025", to: "/campaigns/eid", status: 301, origin: "slug" });
    expect(await redirectsVersion()).toBeGreaterThan(before);
    expect(await rules()).toEqual(["/campaigns/eid-2025 → /campaigns/eid 301 slug"]);
  });

  it("straightens a chain: rules to the old address now go to the new one", async () => {
    await createRedirect({ from: "/eid", to: "/campaigns/eid-2025", status: 302 }, actor);
    await addSlugRedirect(db, { from: "/campaigns/eid-2025", to: "/campaigns/eid-2026" }, actor);
    expect(await rules()).toEqual(["/campaigns/eid-2025 → /campaigns/eid-2026 301 slug", "/eid → /campaigns/eid-2026 302 manual"]);
    // Renamed again: every rule ends at the newest address, none passes through another.
    await addSlugRedirect(db, { from: "/campaigns/eid-2026", to: "/campaigns/eid" }, actor);
    expect(await rules()).toEqual([
      "/campaigns/eid-2025 → /campaigns/eid 301 slug",
      "/campaigns/eid-2026 → /campaigns/eid 301 slug",
      "/eid → /campaigns/eid 302 manual",
    ]);
  });

  it("renamed back, drops the rule that would loop: the page lives at its address again", async () => {
    await addSlugRedirect(db, { from: "/campaigns/a", to: "/campaigns/b" }, actor);
    await addSlugRedirect(db, { from: "/campaigns/b", to: "/campaigns/a" }, actor);
    expect(await rules()).toEqual(["/campaigns/b → /campaigns/a 301 slug"]);
  });

  it("joins the caller's transaction, and writes nothing when a prefix rule covers the new address", async () => {
    await createRedirect({ from: "/old/*", to: "/new/*", status: 301 }, actor);
    const refused = await inTransaction((trx) => addSlugRedirect(trx, { from: "/campaigns/x", to: "/old/x" }, actor));
    expect(refused).toEqual({ conflict: { kind: "chainTo", other: expect.objectContaining({ from: "/old/*" }) } });
    expect(await rules()).toEqual(["/old/* → /new/* 301 manual"]);
    await expect(
      inTransaction(async (trx) => {
        await addSlugRedirect(trx, { from: "/campaigns/y", to: "/campaigns/z" }, actor);
        throw new Error("the caller's own step failed");
      }),
    ).rejects.toThrow("the caller's own step failed");
    expect(await rules()).toEqual(["/old/* → /new/* 301 manual"]);
  });
});

describe("createRedirect on a site with PUBLIC_URL", () => {
  it("refuses an https target on the site's own origin that another rule sends on, and one that loops", async () => {
    const before = process.env.PUBLIC_URL;
    process.env.PUBLIC_URL = "https://mahami.qa";
    try {
      await createRedirect({ from: "/spring", to: "/summer", status: 301 }, actor);
      expect(await createRedirect({ from: "/flyer", to: "https://mahami.qa/spring", status: 301 }, actor)).toEqual({
        conflict: { kind: "chainTo", other: expect.objectContaining({ from: "/spring" }) },
      });
      expect(await createRedirect({ from: "/qr", to: "https://mahami.qa/qr?from=flyer", status: 302 }, actor)).toEqual({
        conflict: { kind: "loop" },
      });
      // Another site's address is never one of ours.
      expect(await createRedirect({ from: "/flyer", to: "https://example.com/spring", status: 301 }, actor)).toMatchObject({ from: "/flyer" });
      expect(await rules()).toEqual(["/flyer → https://example.com/spring 301 manual", "/spring → /summer 301 manual"]);
    } finally {
      if (before === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = before;
    }
  });
});
