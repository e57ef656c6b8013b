import { describe, expect, it } from "vitest";
import { countUsers, createUser, deleteUser, getUserWithHashByEmail } from "#db/models/users.server";
import { parseEnv } from "~/lib/env.server";
import { isCommonPassword, passwordProblem, refusingWeakPasswords } from "~/lib/password-policy.server";
import { newUserSchema } from "~/schemas/user";
import { ensureFirstAdmin } from "~/server/startup.server";

describe("password policy", () => {
  it("wants 12 characters after trimming, not one character repeated, not a common password", () => {
    expect(passwordProblem("        ")).toBe("validation.passwordTooShort");
    expect(passwordProblem("   short-pass   ")).toBe("validation.passwordTooShort");
    expect(passwordProblem("aaaaaaaaaaaa")).toBe("validation.passwordRepeated");
    expect(passwordProblem("............")).toBe("validation.passwordRepeated");
    for (const common of ["password1234", "PASSWORD1234", "qwerty123456", "123456789012", "Sunshine2024!", "!!iloveyou!!", "  1qaz2wsx3edc  "]) {
      expect(isCommonPassword(common), common).toBe(true);
      expect(passwordProblem(common), common).toBe("validation.passwordCommon");
    }
    for (const fine of ["correct-horse-battery", "violet-harbour-lantern", "كلمة-مرور-طويلة", "Tr0ub4dor&3-x!"])
      expect(passwordProblem(fine), fine).toBeUndefined();
  });

  it("refuses what zxcvbn finds easy to guess, the site's name and the user's email among its inputs", () => {
    expect(passwordProblem("abababababab")).toBe("validation.passwordPattern");
    expect(passwordProblem("aaaaaaaaaaab")).toBe("validation.passwordPattern");
    expect(passwordProblem("Mahami2024!!")).toBe("validation.passwordPersonal");
    expect(passwordProblem("مهامي-مهامي-2024")).toBe("validation.passwordPersonal");
    expect(passwordProblem("mahami.qa-2024")).toBe("validation.passwordPersonal");
    expect(passwordProblem("football-love")).toBe("validation.passwordWeak");
    // The email, or its local part, is personal only once it is the user's.
    expect(passwordProblem("jassim.althani-1990", "jassim.althani@example.qa")).toBe("validation.passwordPersonal");
    expect(passwordProblem("Althani-Jassim-99", "jassim.althani@example.qa")).toBe("validation.passwordPersonal");
    expect(passwordProblem("jassim.althani@example.qa", "jassim.althani@example.qa")).toBe("validation.passwordPersonal");
    expect(passwordProblem("jassim.althani-1990")).toBeUndefined();
    // Strong with or without the email, and with a personal word beside enough of its own.
    for (const fine of ["amber-meadow-compass", "quiet-harbour-lantern-7", "Tr0ub4dor&3-x!", "ذهب-بحر-فانوس-نخلة"]) {
      expect(passwordProblem(fine), fine).toBeUndefined();
      expect(passwordProblem(fine, "jassim.althani@example.qa"), fine).toBeUndefined();
    }
    expect(passwordProblem("jassim-copper-willow-lantern", "jassim.althani@example.qa")).toBeUndefined();
  });

  it("reports one message per refused password in the shared schema", () => {
    const schema = refusingWeakPasswords(newUserSchema, (value) => value.email);
    const messages = (password: string) => schema.safeParse({ email: "a@mahami.qa", password }).error?.issues.map((issue) => issue.message);
    expect(messages("")).toEqual(["validation.passwordRequired"]);
    expect(messages("        ")).toEqual(["validation.passwordTooShort"]);
    expect(messages("zzzzzzzzzzzzzz")).toEqual(["validation.passwordRepeated"]);
    expect(messages("password1234")).toEqual(["validation.passwordCommon"]);
    expect(messages("abababababab")).toEqual(["validation.passwordPattern"]);
    expect(messages("a-mahami-2024")).toEqual(["validation.passwordPersonal"]);
    expect(messages("violet-harbour-lantern")).toBeUndefined();
    // The browser's copy of the schema checks the shape, without the list.
    expect(newUserSchema.safeParse({ email: "a@mahami.qa", password: "password1234" }).success).toBe(true);
  });

  it("applies to ADMIN_PASSWORD at start-up", () => {
    const env = (password: string) => () => parseEnv({ ADMIN_EMAIL: "a@mahami.qa", ADMIN_PASSWORD: password });
    expect(env("12345678")).toThrowError(/ADMIN_PASSWORD: The password must be at least 12 characters/);
    expect(env("aaaaaaaaaaaaaaaa")).toThrowError(/ADMIN_PASSWORD: The password cannot be one character repeated/);
    expect(env("password1234")).toThrowError(/ADMIN_PASSWORD: This password is too common/);
    expect(env("correct-horse-battery")().ADMIN_PASSWORD).toBe("correct-horse-battery");
    expect(env("Mahami2024!!")).toThrowError(/ADMIN_PASSWORD: This password is built on the site's name or your email address/);
    expect(() => parseEnv({ ADMIN_EMAIL: "a@mahami.qa", ADMIN_PASSWORD: "password1234", PORT: "x" })).toThrowError(
      /PORT[\s\S]*ADMIN_PASSWORD: This password is too common/,
    );
    const withEmail = (password: string) => () => parseEnv({ ADMIN_EMAIL: "noura.alkuwari@mahami.qa", ADMIN_PASSWORD: password });
    expect(withEmail("noura.alkuwari-2026")).toThrowError(/ADMIN_PASSWORD: This password is built on the site's name or your email address/);
  });
});

describe("the bootstrap administrator", () => {
  const log = () => undefined;
  it("is created only while there is no user at all", async () => {
    const env = { ADMIN_EMAIL: "boot@mahami.qa", ADMIN_PASSWORD: "correct-horse-battery" };
    expect(await countUsers()).toBe(0);
    await ensureFirstAdmin(env, log);
    const boot = await getUserWithHashByEmail("boot@mahami.qa");
    expect(boot?.role).toBe("administrator");
    await createUser("keeper@mahami.qa", "not-a-real-hash");
    expect(await deleteUser(boot!.id)).toBe("deleted");
    await ensureFirstAdmin(env, log);
    expect(await getUserWithHashByEmail("boot@mahami.qa")).toBeUndefined();
    expect(await countUsers()).toBe(1);
  });
});
