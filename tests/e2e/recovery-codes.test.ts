import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { signInOnPage, untilHydrated, useServerAndBrowser } from "../support/browser";
import { api, signIn } from "../support/http";

/**
 * New recovery codes from the Security tab (docs/decisions/0040-two-factor-and-passkeys.md): with the
 * password, the ten new codes shown once as after enrolment; a wrong password keeps the form with the
 * message beside the field. JavaScript off in Arabic, on in English.
 */
const { server, openPage } = useServerAndBrowser({ TRUST_PROXY: "1" });

const password = "a long enough passphrase";
const words = {
  ar: {
    title: "رموز استرداد جديدة",
    intro: "ستتوقف رموز الاسترداد القديمة عن العمل فوراً.",
    submit: "إنشاء رموز استرداد جديدة",
    wrong: "كلمة المرور الحالية غير صحيحة.",
    codesTitle: "رموز الاسترداد",
    done: "رموز الاسترداد الجديدة جاهزة، ولم تعد رموزك القديمة صالحة.",
    download: "تنزيل ملف نصي",
    left: "بقيت 10 رموز استرداد.",
    saved: "حفظتُ هذه الرموز في مكان آمن",
    continue: "متابعة",
    notSaved: "ضع علامة على «حفظتُ هذه الرموز في مكان آمن» أولاً، فهذه الرموز لا تظهر إلا هذه المرة.",
    savedToast: "حُفظت رموز الاسترداد",
    copy: "نسخ",
    copied: "نُسخت الرموز. الصقها في مكان آمن.",
    print: "طباعة",
    printHint: "لطباعة الرموز استخدم أمر الطباعة في متصفحك، فلا يُطبع إلا الرموز.",
  },
  en: {
    title: "New recovery codes",
    intro: "Your old recovery codes stop working at once.",
    submit: "Get new recovery codes",
    wrong: "The current password is incorrect.",
    codesTitle: "Your recovery codes",
    done: "New recovery codes are ready. Your old ones no longer work.",
    download: "Download as a text file",
    left: "10 recovery codes left.",
    saved: "I have saved these codes somewhere safe",
    continue: "Continue",
    notSaved: "Tick “I have saved these codes somewhere safe” first: these codes are shown only this once.",
    savedToast: "Your recovery codes are saved",
    copy: "Copy",
    copied: "The codes are copied. Paste them somewhere safe.",
    print: "Print",
    printHint: "To print the codes, use your browser's Print command: only the codes are printed.",
  },
} as const;

let created = 0;
/** A new administrator, signed in on `page` (before two-factor, as one who then turns it on), with an authenticator app on: the enrolment's codes. */
async function enrolledAdministrator(page: Page) {
  created += 1;
  const admin = await signIn(server, `10.43.0.${created}`);
  const email = `renew-${created}-${Date.now()}@mahami.qa`;
  expect((await api(server, "POST", "/api/admin/users", { cookie: admin, body: { email, password } })).status).toBe(201);
  await page.goto("/admin-login");
  await signInOnPage(page, email, password);
  const cookie = await signIn(server, `10.43.1.${created}`, email, password);
  const { secret } = (await api(server, "POST", "/api/admin/account/totp", { cookie, body: { password } })).body as { secret: string };
  const confirmed = await api(server, "POST", "/api/admin/account/totp/confirm", { cookie, body: { code: await generate({ secret }) } });
  expect(confirmed.status).toBe(200);
  return { email, oldCodes: confirmed.body.recoveryCodes as string[] };
}

describe("new recovery codes in the Security tab", () => {
  it.each([
    ["ar", false],
    ["en", true],
  ] as const)("renews them with the password, refusing a wrong one beside the field (%s, JavaScript %s)", async (locale, javaScriptEnabled) => {
    const w = words[locale];
    // The wrong password is answered 400, which the console reports: that and nothing else.
    const { page, close, consoleErrors } = await openPage({ javaScriptEnabled, failOnConsoleErrors: false });
    const user = await enrolledAdministrator(page);
    if (locale === "en") await page.context().addCookies([{ name: "mahami-language", value: "en", url: server.url }]);
    await page.goto("/admin-dashboard/security");
    await untilHydrated(page);

    const form = page.getByTestId("renew-recovery-codes");
    await form.getByRole("heading", { name: w.title }).waitFor();
    await form.getByText(w.intro).waitFor();
    const field = form.locator("input[name=password]");
    await field.fill("not the password");
    await form.getByRole("button", { name: w.submit }).click();
    await form.getByText(w.wrong).waitFor();
    // The message is the field's: aria-invalid and aria-describedby name it; no codes were shown.
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
    expect(await page.locator(`[id="${describedBy.split(" ")[0]}"]`).innerText()).toContain(w.wrong);
    expect(await page.getByTestId("recovery-codes").count()).toBe(0);

    await form.locator("input[name=password]").fill(password);
    await form.getByRole("button", { name: w.submit }).click();
    await page.getByRole("heading", { name: w.codesTitle }).waitFor();
    const shown = page.getByTestId("recovery-codes");
    await shown.getByRole("status").filter({ hasText: w.done }).waitFor();
    const codes = await shown.locator("li").allInnerTexts();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes.filter((code) => user.oldCodes.includes(code))).toEqual([]);
    const download = shown.getByRole("link", { name: w.download });
    expect(decodeURIComponent((await download.getAttribute("href"))!)).toContain(codes.join("\n"));

    // Shown once: the tab again says ten are left, and lists none.
    await page.goto("/admin-dashboard/security");
    await page.getByText(w.left).waitFor();
    expect(await page.getByTestId("recovery-codes").count()).toBe(0);

    // The old codes no longer sign in; a new one does.
    const ip = `10.43.2.${created}`;
    const old = await api(server, "POST", "/api/login", { body: { email: user.email, password, code: user.oldCodes[0] }, ip });
    expect(old.status).toBe(401);
    const fresh = await api(server, "POST", "/api/login", { body: { email: user.email, password, code: codes[0] }, ip });
    expect(fresh.status).toBe(200);
    await close();
    for (const error of consoleErrors) expect(error).toMatch(/status of 400 /);
  });

  it.each([
    ["ar", false],
    ["ar", true],
    ["en", false],
    ["en", true],
  ] as const)("copies or prints them and continues only once they are acknowledged (%s, JavaScript %s)", async (locale, javaScriptEnabled) => {
    const w = words[locale];
    // Continuing without the box is answered 400, which the console reports: that and nothing else.
    const { page, close, consoleErrors } = await openPage({ javaScriptEnabled, failOnConsoleErrors: false });
    await enrolledAdministrator(page);
    if (locale === "en") await page.context().addCookies([{ name: "mahami-language", value: "en", url: server.url }]);
    await page.goto("/admin-dashboard/security");
    await untilHydrated(page);
    const form = page.getByTestId("renew-recovery-codes");
    await form.locator("input[name=password]").fill(password);
    await form.getByRole("button", { name: w.submit }).click();
    const shown = page.getByTestId("recovery-codes");
    await shown.getByRole("heading", { name: w.codesTitle }).waitFor();
    const codes = await shown.locator("li").allInnerTexts();
    expect(codes).toHaveLength(10);

    if (javaScriptEnabled) {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      await shown.getByRole("button", { name: w.copy }).click();
      await shown.getByText(w.copied).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(codes.join("\n"));
      expect(await shown.getByRole("button", { name: w.print }).isVisible()).toBe(true);
    } else {
      // No clipboard without JavaScript: no Copy button; the browser's own Print, told how.
      expect(await shown.getByRole("button", { name: w.copy }).count()).toBe(0);
      await shown.getByText(w.printHint).waitFor();
    }
    // The printed page: the codes, and none of the dashboard around them.
    await page.emulateMedia({ media: "print" });
    expect(await shown.locator("li").first().isVisible()).toBe(true);
    expect(await page.getByRole("checkbox", { name: w.saved }).isVisible()).toBe(false);
    expect(await page.getByRole("navigation").first().isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });

    // Continuing without the box: refused beside it, the same codes still shown.
    await shown.getByRole("button", { name: w.continue }).click();
    await shown.getByText(w.notSaved).waitFor();
    expect(await page.getByRole("checkbox", { name: w.saved }).getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByTestId("recovery-codes").locator("li").allInnerTexts()).toEqual(codes);

    await page.getByRole("checkbox", { name: w.saved }).check();
    await page.getByTestId("recovery-codes").getByRole("button", { name: w.continue }).click();
    await page.getByText(w.savedToast).first().waitFor();
    await page.getByText(w.left).waitFor();
    expect(await page.getByTestId("recovery-codes").count()).toBe(0);
    await close();
    for (const error of consoleErrors) expect(error).toMatch(/status of 400 /);
  });
});
