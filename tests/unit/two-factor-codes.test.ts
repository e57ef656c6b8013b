import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { systemActor } from "#db/models/activity.server";
import { createUser } from "#db/models/users.server";
import { checkSecondFactor, confirmEnrolment, matchTotp, startEnrolment } from "~/features/two-factor/two-factor.service.server";

/** RFC 6238 codes at chosen times (docs/decisions/0040-two-factor-and-passkeys.md): 30 s steps, one step of drift each way, each step once. */
const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
/** The start of a 30-second step, in milliseconds. */
const stepStart = 1_795_000_020 * 1000;
const codeAt = (ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });
const step = stepStart / 30_000;

describe("matchTotp", () => {
  it("accepts the current step and one step either side, and names the step the code belongs to", async () => {
    const code = await codeAt(stepStart);
    expect(await matchTotp(secret, code, stepStart)).toBe(step);
    expect(await matchTotp(secret, code, stepStart + 29_999)).toBe(step);
    // Checked up to one step later (the clock of the phone was behind) and one earlier (ahead).
    expect(await matchTotp(secret, code, stepStart + 30_000)).toBe(step);
    expect(await matchTotp(secret, code, stepStart + 59_999)).toBe(step);
    expect(await matchTotp(secret, code, stepStart - 1)).toBe(step);
    expect(await matchTotp(secret, code, stepStart - 30_000)).toBe(step);
  });

  it("refuses a code two steps away, in either direction", async () => {
    const code = await codeAt(stepStart);
    expect(await matchTotp(secret, code, stepStart + 60_000)).toBeUndefined();
    expect(await matchTotp(secret, code, stepStart - 30_001)).toBeUndefined();
  });

  it("reads spaces between digits, refuses what is not six digits, and never throws", async () => {
    const code = await codeAt(stepStart);
    expect(await matchTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, stepStart)).toBe(step);
    for (const bad of ["", "12345", "1234567", "abcdef", "١٢٣٤٥٦", `${code}0`, "000000"]) {
      expect(await matchTotp(secret, bad, stepStart), bad).toBeUndefined();
    }
  });
});

describe("checkSecondFactor", () => {
  it("takes each step once, refuses an earlier step after a later one, and takes each recovery code once", async () => {
    const user = await createUser(`codes-${Date.now()}@mahami.qa`, "not-a-real-hash");
    const enrolment = await startEnrolment(user);
    if (!enrolment) throw new Error("no enrolment");
    const now = Date.now();
    const code = (steps: number) => generate({ secret: enrolment.secret, epoch: Math.floor(now / 1000) + steps * 30 });
    const recoveryCodes = await confirmEnrolment(user, await code(-1), systemActor, now);
    expect(recoveryCodes).toHaveLength(10);

    expect(await checkSecondFactor(user.id, await code(-1), systemActor, now)).toEqual({ ok: false });
    expect(await checkSecondFactor(user.id, await code(1), systemActor, now)).toEqual({ ok: true });
    expect(await checkSecondFactor(user.id, await code(1), systemActor, now)).toEqual({ ok: false });
    expect(await checkSecondFactor(user.id, await code(0), systemActor, now)).toEqual({ ok: false });

    const [first] = recoveryCodes!;
    expect(await checkSecondFactor(user.id, first, systemActor, now)).toEqual({ ok: true, recoveryCodesLeft: 9 });
    expect(await checkSecondFactor(user.id, first, systemActor, now)).toEqual({ ok: false });
    expect(await checkSecondFactor(user.id, "aaaaa-aaaaa", systemActor, now)).toEqual({ ok: false });
  });

  it("two concurrent uses of one code: exactly one is accepted", async () => {
    const user = await createUser(`race-${Date.now()}@mahami.qa`, "not-a-real-hash");
    const enrolment = await startEnrolment(user);
    if (!enrolment) throw new Error("no enrolment");
    const now = Date.now();
    const code = (steps: number) => generate({ secret: enrolment.secret, epoch: Math.floor(now / 1000) + steps * 30 });
    await confirmEnrolment(user, await code(-1), systemActor, now);
    const both = await Promise.all([
      checkSecondFactor(user.id, await code(0), systemActor, now),
      checkSecondFactor(user.id, await code(0), systemActor, now),
    ]);
    expect(both.filter((result) => result.ok)).toHaveLength(1);
  });
});
