import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectToast, signInOnPage, useServerAndBrowser } from "../support/browser";
import { api, signIn } from "../support/http";
import { codeAt, createAccount } from "../support/accounts";

/**
 * Two-factor sign-in in the dashboard (docs/decisions/0040-two-factor-and-passkeys.md): enrolling
 * an authenticator app in the Security tab and the sign-in page's second step, with JavaScript on
 * and off, in Arabic and English.
 */
const { server, openPage } = useServerAndBrowser({ TRUST_PROXY: "1" });

const password = "a long enough passphrase";
const words = {
  ar: {
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    signIn: "تسجيل الدخول",
    setUp: "إعداد تطبيق المصادقة",
    wrongPassword: "كلمة المرور الحالية غير صحيحة.",
    appCode: "الرمز المكوّن من ستة أرقام من التطبيق",
    turnOn: "تفعيل التحقق بخطوتين",
    rejected: "لم يُقبل الرمز. تحقّق منه وحاول مجدداً.",
    codesTitle: "رموز الاسترداد",
    download: "تنزيل ملف نصي",
    codeTitle: "أدخل رمز الدخول",
    code: "الرمز",
    useRecoveryCode: "استخدام رمز استرداد",
    recoveryCode: "رمز الاسترداد",
    next: "متابعة",
    left: "سجّلت الدخول برمز استرداد. بقيت 9 رموز.",
  },
  en: {
    email: "Email",
    password: "Password",
    signIn: "Sign In",
    setUp: "Set up an authenticator app",
    wrongPassword: "The current password is incorrect.",
    appCode: "Six-digit code from the app",
    turnOn: "Turn on two-factor sign-in",
    rejected: "The code was not accepted. Check it and try again.",
    codesTitle: "Your recovery codes",
    download: "Download as a text file",
    codeTitle: "Enter your sign-in code",
    code: "Code",
    useRecoveryCode: "Use a recovery code",
    recoveryCode: "Recovery code",
    next: "Continue",
    left: "You signed in with a recovery code. 9 are left.",
  },
} as const;

/** A two-factor field's attributes (docs/decisions/0040-two-factor-and-passkeys.md). */
async function expectCodeField(field: Locator, inputMode: "numeric" | "text") {
  expect(await field.getAttribute("autocomplete")).toBe("one-time-code");
  expect(await field.getAttribute("inputmode")).toBe(inputMode);
  expect(await field.getAttribute("pattern")).toBeTruthy();
}

let created = 0;
const newAdministrator = async () => (await createAccount(server, `two-factor-${++created}-${Date.now()}@mahami.qa`, password)).email;

async function passwordStep(page: Page, locale: "ar" | "en", email: string) {
  const w = words[locale];
  await page.goto("/admin-login");
  await page.getByRole("textbox", { name: w.email }).fill(email);
  // The field's label ends with the required mark; its show/hide button names the password too.
  await page.locator("input[name=password]").fill(password);
  await page.getByRole("button", { name: w.signIn, exact: true }).click();
}

describe("two-factor sign-in in the dashboard", () => {
  it.each([
    ["ar", true],
    ["ar", false],
    ["en", true],
    ["en", false],
  ] as const)("enrols in Security and asks for the code after the password (%s, JavaScript %s)", async (locale, javaScriptEnabled) => {
    const w = words[locale];
    const email = await newAdministrator();
    // The refused codes are answered 400 and 401, which the console reports: those and nothing else.
    const { page, close, consoleErrors } = await openPage({ javaScriptEnabled, failOnConsoleErrors: false });
    if (locale === "en") await page.context().addCookies([{ name: "mahami-language", value: "en", url: server.url }]);
    await passwordStep(page, locale, email);
    await page.waitForURL(/\/admin-dashboard/);

    await page.goto("/admin-dashboard/security");
    // Setting up a second factor asks for the password again (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md):
    // a wrong one is refused beside the field, and no key is made.
    const start = page.getByTestId("totp-start");
    await start.locator("input[name=password]").fill("not the password at all");
    await start.getByRole("button", { name: w.setUp }).click();
    await start.getByText(w.wrongPassword).waitFor();
    expect(await page.getByTestId("totp-qr").count()).toBe(0);
    await start.locator("input[name=password]").fill(password);
    await start.getByRole("button", { name: w.setUp }).click();
    await page.getByTestId("totp-qr").locator("svg").waitFor();
    const secret = (await page.getByTestId("totp-key").innerText()).replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // A code from the app: focused, the phone's numeric keyboard, the browser's one-time-code autofill.
    const appCode = page.getByRole("textbox", { name: w.appCode });
    await expectCodeField(appCode, "numeric");
    expect(await appCode.evaluate((input) => input === document.activeElement)).toBe(true);
    await appCode.fill("000000");
    await page.getByRole("button", { name: w.turnOn }).click();
    await page.getByText(w.rejected).waitFor();
    await page.getByRole("textbox", { name: w.appCode }).fill(await codeAt(secret));
    await page.getByRole("button", { name: w.turnOn }).click();
    await page.getByRole("heading", { name: w.codesTitle }).waitFor();
    const codes = await page.getByTestId("recovery-codes").locator("li").allInnerTexts();
    expect(codes).toHaveLength(10);
    const download = page.getByRole("link", { name: w.download });
    expect(await download.getAttribute("download")).toBe("mahami-recovery-codes.txt");
    expect(decodeURIComponent((await download.getAttribute("href"))!)).toContain(codes.join("\n"));

    // Signed out: the password alone no longer opens the dashboard.
    await page.context().clearCookies();
    if (locale === "en") await page.context().addCookies([{ name: "mahami-language", value: "en", url: server.url }]);
    await passwordStep(page, locale, email);
    await page.getByRole("heading", { name: w.codeTitle }).waitFor();
    expect(page.url()).toContain("/admin-login");
    expect((await page.context().cookies()).some((cookie) => cookie.name === "mahami-session")).toBe(false);

    const code = page.getByRole("textbox", { name: w.code, exact: true });
    await expectCodeField(code, "numeric");
    expect(await code.evaluate((input) => input === document.activeElement)).toBe(true);
    await code.fill("123 456");
    await page.getByRole("button", { name: w.next }).first().click();
    await page.getByText(w.rejected).waitFor();
    // A recovery code is letters and digits: its own field (a <details>, so without JavaScript too), no numeric keyboard.
    await page.getByText(w.useRecoveryCode).click();
    const recovery = page.getByRole("textbox", { name: w.recoveryCode });
    await expectCodeField(recovery, "text");
    expect(new RegExp(`^(?:${await recovery.getAttribute("pattern")})$`).test(codes[0])).toBe(true);
    await recovery.fill(codes[0]);
    await page.getByTestId("recovery-code-entry").getByRole("button", { name: w.next }).click();
    await page.waitForURL(/\/admin-dashboard/);
    await page.getByText(w.left).waitFor();
    await close();
    for (const error of consoleErrors) expect(error).toMatch(/status of 40[01] /);
  });

  it.each([true, false])("shows in the users tab who has two-factor on and turns off another's (JavaScript %s)", async (javaScriptEnabled) => {
    const email = await newAdministrator();
    const cookie = await signIn(server, `10.41.1.${javaScriptEnabled ? 1 : 2}`, email, password);
    const { secret } = (await api(server, "POST", "/api/admin/account/totp", { cookie, body: { password } })).body as { secret: string };
    expect((await api(server, "POST", "/api/admin/account/totp/confirm", { cookie, body: { code: await codeAt(secret) } })).status).toBe(200);

    const { page, close } = await openPage({ javaScriptEnabled });
    await page.goto("/admin-login");
    await signInOnPage(page);
    await page.goto("/admin-dashboard/users");
    const row = page.getByTestId("user-row").filter({ hasText: email });
    await row.getByText("التحقق بخطوتين مفعّل").waitFor();
    await row.getByRole("button", { name: `إيقاف التحقق بخطوتين: ${email}` }).click();
    await expectToast(page, `تم إيقاف التحقق بخطوتين لحساب ${email}`);
    await page.getByTestId("user-row").filter({ hasText: email }).getByText("التحقق بخطوتين غير مفعّل").waitFor();
    // Their session ended with it.
    expect((await api(server, "GET", "/api/auth/user", { cookie })).status).toBe(401);
    await close();
  });
});
