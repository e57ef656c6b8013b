import { beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "#db/models/activity.server";
import { db, dialect } from "#db/database.server";
import { createUser, deleteUser, getUserById, setUserRole } from "#db/models/users.server";
import { declareRouteAccess, mayReach } from "~/domain/roles";
import { fromMigration } from "../support/migrations";

/** Roles in the database (docs/decisions/0039-roles.md): the column, its CHECK, the last administrator under concurrency. */

let serial = 0;
const newUser = (role?: "administrator" | "editor") => createUser(`roles-${dialect}-${++serial}-${Date.now()}@mahami.qa`, "x", systemActor, role);

/** Makes every administrator but `keep` an editor, so the test starts with exactly those. */
async function onlyAdministrators(...keep: number[]) {
  await db.updateTable("users").set({ role: "editor" }).where("id", "not in", keep).execute();
}

describe("the users' role", () => {
  it("migrates existing users to administrators, and the CHECK refuses a third role", () =>
    fromMigration("2026-11-25T1200-personal-data-retention", async (migrating, { migrateTo }) => {
      await migrating.insertInto("users").values({ email: "before@mahami.qa", passwordHash: "x" }).execute();
      await migrateTo("2026-11-26T0300-user-roles");
      expect(await migrating.selectFrom("users").select(["email", "role"]).execute()).toEqual([{ email: "before@mahami.qa", role: "administrator" }]);
      await expect(
        migrating
          .updateTable("users")
          .set({ role: "owner" as never })
          .execute(),
      ).rejects.toThrow(/check/i);
    }));

  it("is administrator unless given, and is in the user object", async () => {
    const plain = await newUser();
    expect(plain.role).toBe("administrator");
    const editor = await newUser("editor");
    expect(await getUserById(editor.id)).toMatchObject({ id: editor.id, role: "editor" });
  });

  it("keeps the last administrator: neither demoted nor deleted", async () => {
    const only = await newUser("administrator");
    await onlyAdministrators(only.id);
    expect(await setUserRole(only.id, "editor", systemActor)).toEqual({ status: "last-administrator" });
    expect(await deleteUser(only.id, systemActor)).toBe("last-administrator");
    const editor = await newUser("editor");
    expect(await deleteUser(editor.id, systemActor)).toBe("deleted");
    expect(await setUserRole(only.id, "administrator", systemActor)).toMatchObject({ status: "unchanged" });
    expect(await setUserRole(999_999, "editor", systemActor)).toEqual({ status: "not-found" });
  });

  it("lets only one of two concurrent demotions (or deletions) of the last two administrators through", async () => {
    // On PostgreSQL these are two connections at once: without the lock both would count two administrators.
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await newUser("administrator"), await newUser("administrator")];
      await onlyAdministrators(a.id, b.id);
      const demotions = await Promise.all([setUserRole(a.id, "editor", systemActor), setUserRole(b.id, "editor", systemActor)]);
      expect(demotions.map((change) => change.status).sort()).toEqual(["changed", "last-administrator"]);
      const [c, d] = [await newUser("administrator"), await newUser("administrator")];
      await onlyAdministrators(c.id, d.id);
      const deletions = await Promise.all([deleteUser(c.id, systemActor), deleteUser(d.id, systemActor)]);
      expect(deletions.sort()).toEqual(["deleted", "last-administrator"]);
      const left = await db.selectFrom("users").select("id").where("role", "=", "administrator").execute();
      expect(left).toHaveLength(1);
    }
  });

  it("logs a role change as who changed whose role from what to what", async () => {
    const [admin, editor] = [await newUser("administrator"), await newUser("editor")];
    const actor = { id: admin.id, email: admin.email, ip: "203.0.113.5" };
    expect(await setUserRole(editor.id, "administrator", actor)).toMatchObject({ status: "changed", user: { role: "administrator" } });
    const entry = await db
      .selectFrom("activity")
      .selectAll()
      .where("action", "=", "user.role")
      .where("entityId", "=", editor.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actorEmail: admin.email, entity: "user", summary: `${editor.email}|editor|administrator`, ip: "203.0.113.5" });
  });
});

describe("what an editor may reach (app/domain/roles.ts)", () => {
  const editor = { id: 7, role: "editor" as const };
  // As the server declares its build's (app/server/route-policy.ts); the real table is walked route by route in tests/http/roles.test.ts.
  beforeAll(() =>
    declareRouteAccess({ editors: new Set(["/admin-dashboard", "/admin-dashboard/team"]), ownAccount: new Set(["/api/admin/users/:id/password"]) }),
  );
  it("reads React Router's patterns with or without the leading slash, and denies what is not listed", () => {
    expect(mayReach(editor, "admin-dashboard")).toBe(true);
    expect(mayReach(editor, "/admin-dashboard/team")).toBe(true);
    expect(mayReach(editor, "admin-dashboard/messages")).toBe(false);
    expect(mayReach(editor, "admin-dashboard/some-future-tab")).toBe(false);
    expect(mayReach(editor, "api/admin/contacts.csv")).toBe(false);
    expect(mayReach({ id: 7, role: "administrator" }, "admin-dashboard/messages")).toBe(true);
  });

  it("opens the password endpoint for the editor's own id only", () => {
    expect(mayReach(editor, "api/admin/users/:id/password", { id: "7" })).toBe(true);
    expect(mayReach(editor, "api/admin/users/:id/password", { id: "1" })).toBe(false);
    expect(mayReach(editor, "api/admin/users/:id/password", { id: "07" })).toBe(false);
    expect(mayReach(editor, "api/admin/users/:id", { id: "7" })).toBe(false);
  });
});
