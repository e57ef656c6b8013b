import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, useServerAndBrowser } from "../support/browser";
import { execute, queryRow } from "../support/database";
import { api, postApiLogin, signIn } from "../support/http";
import { adminEmail, adminPassword } from "../support/server";
import { addressesOf, startSmtpServer, type TestSmtpServer } from "../support/smtp";

/*
 * The password reset in Chromium, from the sign-in page's link to signing in with the new password,
 * the email read at a real SMTP server on loopback (tests/support/smtp.ts); and the dashboard's
 * Outbox and Newsletter tabs with their CSV downloads. Both languages (the admin portal's language
 * is the mahami-language cookie), with JavaScript on and off. docs/decisions/0028-email-outbox.md.
 */

let smtp: TestSmtpServer;
const env: Record<string, string> = { TRUST_PROXY: "1", MAIL_FROM: "Mahami <no-reply@mahami.qa>" };
beforeAll(async () => {
  smtp = await startSmtpServer();
  env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await smtp?.stop();
});
const { server, openPage } = useServerAndBrowser(env);

type Locale = "ar" | "en";

/** The pages' words in each language (app/locales). */
const words = {
  ar: {
    forgot: "هل نسيت كلمة المرور؟",
    email: "البريد الإلكتروني",
    send: "أرسل الرابط",
    sent: "إن كان هذا البريد لمسؤول، فسيصله رابط لاختيار كلمة مرور جديدة.",
    subject: "اختر كلمة مرور جديدة للوحة تحكم مهامي",
    password: "كلمة المرور الجديدة",
    confirmPassword: "أعد كتابة كلمة المرور الجديدة",
    save: "احفظ كلمة المرور الجديدة",
    common: "كلمة المرور هذه شائعة جداً. اختر كلمة يصعب تخمينها.",
    tooShort: "يجب أن تتكون كلمة المرور من 12 حرفاً على الأقل.",
    changed: "تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.",
    loginPassword: "كلمة المرور",
    signIn: "تسجيل الدخول",
    used: "هذا الرابط غير صالح أو سبق استخدامه. اطلب رابطاً جديداً.",
    expired: "انتهت صلاحية هذا الرابط (صالح لمدة 30 دقيقة). اطلب رابطاً جديداً.",
    requestAgain: "اطلب رابطاً جديداً",
    outbox: "صندوق الصادر",
    subscribers: "المشتركون في النشرة البريدية",
    signedUpAt: "تاريخ الاشتراك",
    csv: "تنزيل بصيغة CSV",
  },
  en: {
    forgot: "Forgot your password?",
    email: "Email",
    send: "Send the link",
    sent: "If this email belongs to an administrator, a link to choose a new password is on its way.",
    subject: "Choose a new password for the Mahami dashboard",
    password: "New password",
    confirmPassword: "Repeat the new password",
    save: "Save the new password",
    common: "This password is too common. Choose one that is harder to guess.",
    tooShort: "The password must be at least 12 characters.",
    changed: "Your password has been changed. Sign in with the new one.",
    loginPassword: "Password",
    signIn: "Sign In",
    used: "This link is not valid or has already been used. Ask for a new one.",
    expired: "This link has expired (it is valid for 30 minutes). Ask for a new one.",
    requestAgain: "Ask for a new link",
    outbox: "Outbox",
    subscribers: "Newsletter subscribers",
    signedUpAt: "Signed up",
    csv: "Download as CSV",
  },
} as const;

/** A page in `locale` from its own client address (the reset is throttled per IP and per address). */
async function pageIn(locale: Locale, ip: string, javaScriptEnabled = true, failOnConsoleErrors = true) {
  const opened = await openPage({ javaScriptEnabled, failOnConsoleErrors, extraHTTPHeaders: { "X-Forwarded-For": ip }, acceptDownloads: true });
  if (locale === "en") await opened.page.context().addCookies([{ name: "mahami-language", value: "en", url: server.url }]);
  return opened;
}

/** The path of the reset link in the newest reset email to `email`. */
async function resetLinkFor(email: string, subject: string, after: number) {
  const mail = await smtp.waitFor(
    (message) => addressesOf(message.to).includes(email) && message.subject === subject && (message.date?.getTime() ?? 0) >= after - 1000,
  );
  const link = mail.text?.match(/http:\/\/127\.0\.0\.1:\d+\/admin-reset-password\?token=[\w-]+/)?.[0];
  expect(link, "reset link in the email").toBeTruthy();
  expect(String(mail.html)).toContain(link!);
  return { path: link!.replace(/^http:\/\/127\.0\.0\.1:\d+/, ""), mail };
}

/** A field's label, with or without the required mark (app/components/admin/form-fields.tsx). */
const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`);

/** Fails on console errors other than the browser's note of a page answered with `statuses` on purpose. */
function expectOnlyStatusErrors(consoleErrors: string[], ...statuses: number[]) {
  const expected = new RegExp(`^Failed to load resource: the server responded with a status of (${statuses.join("|")}) `);
  expect(consoleErrors.filter((error) => !expected.test(error))).toEqual([]);
}

async function signInAs(page: Page, locale: Locale, email: string, password: string) {
  await page.getByRole("textbox", { name: words[locale].email }).fill(email);
  await page.getByLabel(labelled(words[locale].loginPassword)).fill(password);
  await page.getByRole("button", { name: words[locale].signIn }).click();
  await page.waitForURL(/\/admin-dashboard/);
}

/** A second administrator for each run, so each reset has its own address and password. */
async function addAdministrator(email: string) {
  const cookie = await signIn(server, "10.30.0.1");
  const created = await api(server, "POST", "/api/admin/users", { ip: "10.30.0.1", cookie, body: { email, password: adminPassword } });
  expect(created.status).toBe(201);
}

describe("password reset in the browser", () => {
  // Both languages and both JavaScript settings, in two runs (tests/http/email.test.ts takes the reset through every refusal).
  it.each([
    ["ar", true, "10.30.1.1", "desert-falcon-lantern"],
    ["en", false, "10.30.1.4", "copper-willow-anchor"],
  ] as const)(
    "in %s with JavaScript %s: from the sign-in link to signing in with the new password",
    async (locale, javaScriptEnabled, ip, newPassword) => {
      const email = `reset-${locale}-${javaScriptEnabled ? "js" : "nojs"}@mahami.qa`;
      await addAdministrator(email);
      const session = await signIn(server, "10.30.0.2", email, adminPassword);
      const t = words[locale];
      // The spent link's page is a 400 on purpose: console errors are checked at the end, but that one.
      const { page, close, consoleErrors } = await pageIn(locale, ip, javaScriptEnabled, false);

      await page.goto("/admin-login");
      await page.getByRole("link", { name: t.forgot }).click();
      await page.waitForURL(/\/admin-forgot-password$/);
      expect(await page.locator("html").getAttribute("lang")).toBe(locale);
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      const asked = Date.now();
      await page.getByRole("textbox", { name: t.email }).fill(email);
      await page.getByRole("button", { name: t.send }).click();
      await page.waitForURL(/\/admin-login$/);
      await page.getByRole("status").filter({ hasText: t.sent }).waitFor();

      const { path, mail } = await resetLinkFor(email, t.subject, asked);
      expect(String(mail.html)).toContain(locale === "ar" ? 'dir="rtl"' : 'dir="ltr"');
      const opened = await page.goto(path);
      expect(opened?.status()).toBe(200);
      expect(opened?.headers()["referrer-policy"]).toBe("same-origin");
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      // A common password: its localized error, on the same page, and the link still works.
      await page.getByLabel(labelled(t.password)).fill("password1234");
      await page.getByLabel(labelled(t.confirmPassword)).fill("password1234");
      await page.getByRole("button", { name: t.save }).click();
      await page.getByText(t.common).waitFor();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      expect(await postApiLoginStatus(email, adminPassword)).toBe(200);

      // A short one (JavaScript checks it before sending; without, the server answers).
      await page.getByLabel(labelled(t.password)).fill("short-one");
      await page.getByLabel(labelled(t.confirmPassword)).fill("short-one");
      await page.getByRole("button", { name: t.save }).click();
      await page.getByText(t.tooShort).waitFor();

      await page.getByLabel(labelled(t.password)).fill(newPassword);
      await page.getByLabel(labelled(t.confirmPassword)).fill(newPassword);
      await page.getByRole("button", { name: t.save }).click();
      await page.waitForURL(/\/admin-login$/);
      await page.getByRole("status").filter({ hasText: t.changed }).waitFor();
      expect((await api(server, "GET", "/api/auth/user", { cookie: session })).status).toBe(401);
      await signInAs(page, locale, email, newPassword);
      expect(await postApiLoginStatus(email, adminPassword)).toBe(401);

      // The link is spent: the page says so with a 4xx and offers a new one.
      const again = await page.goto(path);
      expect(again?.status()).toBe(400);
      await page.getByRole("alert").filter({ hasText: t.used }).waitFor();
      expect(await page.getByRole("link", { name: t.requestAgain }).getAttribute("href")).toBe("/admin-forgot-password");
      expect(await page.getByLabel(labelled(t.password)).count()).toBe(0);
      await close();
      expectOnlyStatusErrors(consoleErrors, 400);
    },
  );

  it.each(["ar", "en"] as const)("shows an expired link as such in %s, with 410, and offers a new one", async (locale) => {
    const email = `expired-${locale}@mahami.qa`;
    await addAdministrator(email);
    const asked = Date.now();
    expect((await api(server, "POST", "/api/password-reset", { ip: `10.30.2.${locale === "ar" ? 1 : 2}`, body: { email } })).status).toBe(202);
    const { path } = await resetLinkFor(email, words.en.subject, asked);
    const token = new URL(path, server.url).searchParams.get("token")!;
    const { tokenHash } = await queryRow<{ tokenHash: string }>(
      server,
      'select "tokenHash" from password_resets where "userId" = (select id from users where email = ?)',
      email,
    );
    expect(tokenHash).not.toBe(token);
    await execute(server, 'update password_resets set "expiresAt" = ? where "tokenHash" = ?', new Date(Date.now() - 1000).toISOString(), tokenHash);

    const t = words[locale];
    const { page, close, consoleErrors } = await pageIn(locale, `10.30.2.${locale === "ar" ? 3 : 4}`, true, false);
    const response = await page.goto(path);
    expect(response?.status()).toBe(410);
    await page.getByRole("alert").filter({ hasText: t.expired }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: t.requestAgain }).click();
    await page.waitForURL(/\/admin-forgot-password$/);
    await close();
    expectOnlyStatusErrors(consoleErrors, 410);
  });
});

async function postApiLoginStatus(email: string, password: string) {
  return (await postApiLogin(server, email, password, { "X-Forwarded-For": "10.30.0.9" })).status;
}

describe("the Outbox and Newsletter tabs", () => {
  beforeAll(async () => {
    expect((await api(server, "POST", "/api/newsletter", { ip: "10.30.3.1", body: { email: "family@example.com", locale: "ar" } })).status).toBe(202);
    await smtp.waitFor((message) => addressesOf(message.to).includes("family@example.com"));
  });

  it.each(["ar", "en"] as const)("open in %s with no axe violations, and their CSV buttons download a file", async (locale) => {
    const t = words[locale];
    const { page, close } = await pageIn(locale, `10.30.3.${locale === "ar" ? 2 : 3}`);
    await page.goto("/admin-login");
    await signInAs(page, locale, adminEmail, adminPassword);

    await page.goto("/admin-dashboard/outbox");
    await page.getByRole("heading", { name: t.outbox, level: 2 }).waitFor();
    await page.getByText(words.ar.subject).first().waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe(locale);
    await expectNoAxeViolations(page);

    await page.goto("/admin-dashboard/newsletter");
    await page.getByRole("heading", { name: t.subscribers, level: 2 }).waitFor();
    await page.getByText("family@example.com").waitFor();
    // A pending subscriber: signed up, not yet confirmed; every time isolated in a <bdi>.
    const row = page.locator("li").filter({ hasText: "family@example.com" });
    expect(await row.locator("dt").allTextContents()).toEqual([`${t.signedUpAt}: `]);
    expect(await row.locator("bdi > time").count()).toBe(2);
    await expectNoAxeViolations(page);
    const subscribers = await download(page, "newsletter-csv", t.csv);
    expect(subscribers.name).toMatch(/^mahami-newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(subscribers.text.startsWith("\uFEFFid,email,language,status")).toBe(true);
    // Every data cell is quoted (docs/decisions/0034-attack-run-2026-11-25.md).
    expect(subscribers.text).toContain('"family@example.com","ar","pending"');

    await page.goto("/admin-dashboard/messages");
    const messages = await download(page, "contacts-csv", t.csv);
    expect(messages.name).toMatch(/^mahami-contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(messages.text.startsWith("\uFEFFid,receivedAt,name,email")).toBe(true);
    await close();
  });
});

/** Clicks the CSV button (by its test id and its visible name) and reads the file the browser saved. */
async function download(page: Page, testId: string, name: string) {
  const button = page.getByTestId(testId);
  expect(await button.textContent()).toContain(name);
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, "utf8") };
}
