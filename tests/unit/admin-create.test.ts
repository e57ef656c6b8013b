import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { getUserWithHashByEmail } from "#db/models/users.server";
import { verifyPassword } from "~/lib/password.server";

/** `npm run admin:create` against this file's test database. */
function adminCreate(...args: string[]) {
  const result = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "app/cli/admin-create.ts", ...args], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: process.env.DATABASE_URL,
      ...(process.env.SESSION_SECRET && { SESSION_SECRET: process.env.SESSION_SECRET }),
    },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

// Each call starts tsx, which compiles the CLI first: seconds per call, more than the default 5 s per test.
describe("npm run admin:create", { timeout: 60_000 }, () => {
  it("adds an administrator from the command line", async () => {
    const { status, output } = adminCreate("--email", "owner@mahami.qa", "--password", "first-password");
    expect(status).toBe(0);
    expect(output).toContain("Created administrator owner@mahami.qa");
    const user = await getUserWithHashByEmail("owner@mahami.qa");
    expect(user?.role).toBe("administrator");
    expect(await verifyPassword(user?.passwordHash, "first-password")).toBe(true);
  });

  it("adds an editor with --role editor, and refuses a role that is not one", async () => {
    const editor = adminCreate("--email", "writer@mahami.qa", "--password", "writer-password-42", "--role", "editor");
    expect(editor.status).toBe(0);
    expect(editor.output).toContain("Created editor writer@mahami.qa");
    expect((await getUserWithHashByEmail("writer@mahami.qa"))?.role).toBe("editor");
    const wrong = adminCreate("--email", "boss@mahami.qa", "--password", "boss-password-4242", "--role", "owner");
    expect(wrong.status).toBe(1);
    expect(wrong.output).toContain("role: Choose a role: administrator or editor.");
    expect(await getUserWithHashByEmail("boss@mahami.qa")).toBeUndefined();
  });

  it("resets the password of an existing administrator", async () => {
    const { status, output } = adminCreate("owner@mahami.qa", "second-password");
    expect(status).toBe(0);
    expect(output).toContain("Password reset for owner@mahami.qa");
    const user = await getUserWithHashByEmail("owner@mahami.qa");
    expect(await verifyPassword(user?.passwordHash, "second-password")).toBe(true);
    expect(await verifyPassword(user?.passwordHash, "first-password")).toBe(false);
  });

  it("refuses a short or common password and, without a terminal, a missing value", async () => {
    const short = adminCreate("--email", "short@mahami.qa", "--password", "short-pass");
    expect(short.status).toBe(1);
    expect(short.output).toContain("The password must be at least 12 characters.");
    const common = adminCreate("--email", "short@mahami.qa", "--password", "Password2024!");
    expect(common.status).toBe(1);
    expect(common.output).toContain("This password is too common.");
    const missing = adminCreate();
    expect(missing.status).toBe(1);
    expect(missing.output).toContain("Email");
    expect(await getUserWithHashByEmail("short@mahami.qa")).toBeUndefined();
  });
});
