import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ar from "~/locales/ar";
import en from "~/locales/en";
import { expectNoAxeViolations, signInOnPage, useServerAndBrowser } from "../support/browser";
import { queryRow } from "../support/database";
import { addressesOf, startSmtpServer, type TestSmtpServer } from "../support/smtp";

/*
 * Invitations in Chromium (docs/decisions/0039-roles.md): an administrator invites a person from the
 * Accounts tab, the email arrives at a real SMTP server on loopback (tests/support/smtp.ts), the
 * invitee opens its link, is refused a weak password with the page's localized message, chooses a
 * good one and signs in; the tab then shows their role, second factor and last sign-in. Arabic with
 * JavaScript, English without, and the tab once on a phone (390×844). tests/http/invitations.test.ts
 * takes every refusal, the expiry, the resend and the withdrawal on both databases.
 */

let smtp: TestSmtpServer;
const env: Record<string, string> = { MAIL_FROM: "Mahami <no-reply@mahami.qa>" };
beforeAll(async () => {
  smtp = await startSmtpServer();
  env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await smtp?.stop();
});
const { server, openPage } = useServerAndBrowser(env);

type Locale = "ar" | "en";
const dictionaries = { ar, en };
const tab = "/admin-dashboard/users";

/** A label with or without the required mark. */
const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`);

/** A page in `locale` (the mahami-language cookie; the browser itself asks for Arabic), JavaScript on or off. */
async function pageIn(
  locale: Locale,
  javaScriptEnabled: boolean,
  options: { viewport?: { width: number; height: number }; failOnConsoleErrors?: boolean } = {},
) {
  const opened = await openPage({ javaScriptEnabled, ...options });
  if (locale === "en") await opened.page.context().addCookies([{ name: "mahami-language", value: "en", url: server.url }]);
  return opened;
}

/** An administrator's page on the Accounts tab (signed in on the Arabic sign-in page, then in `locale`). */
async function accountsTab(
  locale: Locale,
  javaScriptEnabled: boolean,
  options: { viewport?: { width: number; height: number }; failOnConsoleErrors?: boolean } = {},
) {
  const opened = await openPage({ javaScriptEnabled, ...options });
  await opened.page.goto("/admin-login");
  await signInOnPage(opened.page);
  if (locale === "en") await opened.page.context().addCookies([{ name: "mahami-language", value: "en", url: server.url }]);
  await opened.page.goto(tab);
  return opened;
}

/** Fails on console errors other than the browser's note of a page answered 400, 409 or 410 on purpose (a refused password, a taken email, a spent link). */
function expectOnlyRefusals(consoleErrors: string[]) {
  expect(consoleErrors.filter((error) => !/^Failed to load resource: the server responded with a status of (400|409|410) /.test(error))).toEqual([]);
}

/** Fills and sends the invite form; the role and the email's language are left as they are unless given. */
async function invite(page: Page, locale: Locale, fields: { email: string; name?: string; role?: "administrator" | "editor"; language?: Locale }) {
  const t = dictionaries[locale].admin.users;
  const form = page.getByRole("region", { name: t.inviteTitle });
  await form.getByRole("textbox", { name: labelled(t.email) }).fill(fields.email);
  if (fields.name) await form.getByRole("textbox", { name: t.name }).fill(fields.name);
  if (fields.role) await form.getByRole("combobox", { name: t.role }).selectOption(fields.role);
  if (fields.language) await form.getByRole("combobox", { name: t.emailLanguage }).selectOption(fields.language);
  await form.getByRole("button", { name: t.invite }).click();
}

/** The path of the invitation link in the email to `email`, with the email (subject and direction in `locale`). */
async function invitationLinkFor(email: string, locale: Locale) {
  const mail = await smtp.waitFor((message) => addressesOf(message.to).includes(email));
  expect(mail.subject).toBe(dictionaries[locale].email.invitation.subject);
  expect(String(mail.html)).toContain(locale === "ar" ? 'dir="rtl"' : 'dir="ltr"');
  const link = mail.text?.match(/http:\/\/127\.0\.0\.1:\d+\/admin-accept-invitation\?token=[\w-]+/)?.[0];
  expect(link, "invitation link in the email").toBeTruthy();
  expect(String(mail.html)).toContain(link!);
  return { path: link!.replace(/^http:\/\/127\.0\.0\.1:\d+/, ""), mail };
}

/** The invitee's side: a weak password refused in `locale` (the link still works), then a good one, then sign in. */
async function acceptAndSignIn(page: Page, locale: Locale, path: string, email: string, password: string, javaScriptEnabled: boolean) {
  const t = dictionaries[locale];
  const opened = await page.goto(path);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["referrer-policy"]).toBe("same-origin");
  expect(await page.locator("html").getAttribute("lang")).toBe(locale);
  expect(await page.locator("html").getAttribute("dir")).toBe(locale === "ar" ? "rtl" : "ltr");
  await page.getByRole("heading", { name: t.admin.invitation.title }).waitFor();
  if (javaScriptEnabled) await expectNoAxeViolations(page);

  // A common password: the server's localized refusal on the same page, the link unspent. The
  // passwords are not sent back into the page (as on every password form here): the page keeps the
  // link and says what to change, so only the refused password is typed again.
  const passwordField = page.getByLabel(labelled(t.admin.invitation.password));
  const confirmField = page.getByLabel(labelled(t.admin.invitation.confirmPassword));
  await passwordField.fill("password1234");
  await confirmField.fill("password1234");
  await page.getByRole("button", { name: t.admin.invitation.save }).click();
  await page.getByText(t.validation.passwordCommon).waitFor();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
  if (javaScriptEnabled) await expectNoAxeViolations(page);
  expect(await queryRow(server, 'select "usedAt" from invitations where "userId" = (select id from users where email = ?)', email)).toEqual({
    usedAt: null,
  });

  await passwordField.fill(password);
  await confirmField.fill(password);
  await page.getByRole("button", { name: t.admin.invitation.save }).click();
  await page.waitForURL(/\/admin-login$/);
  await page.getByRole("status").filter({ hasText: t.admin.invitation.accepted }).waitFor();
  await page.getByRole("textbox", { name: t.admin.login.email }).fill(email);
  await page.getByLabel(labelled(t.admin.login.password)).fill(password);
  await page.getByRole("button", { name: t.admin.login.submit }).click();
  await page.waitForURL(/\/admin-dashboard/);
}

/** The row of `email` on the Accounts tab shows its role, its second factor (off) and a last sign-in date. */
async function expectAccountFacts(page: Page, locale: Locale, email: string, role: "administrator" | "editor") {
  const t = dictionaries[locale].admin;
  const row = page.getByTestId("user-row").filter({ hasText: email });
  await row.waitFor();
  expect(await row.getByText(t.users.pending).count()).toBe(0);
  expect(await row.getByRole("combobox", { name: t.users.role }).inputValue()).toBe(role);
  expect(await row.locator("span", { hasText: new RegExp(`^${t.roles[role]}$`) }).count()).toBe(1);
  const facts = row.locator("dl");
  expect(await facts.locator("dt").allTextContents()).toEqual([t.users.secondFactor, t.users.lastSignIn]);
  expect(await facts.locator("dd").first().textContent()).toBe(t.users.factors.none);
  const lastSignIn = facts.locator("dd").nth(1).locator("bdi > time");
  expect(Date.now() - Date.parse((await lastSignIn.getAttribute("datetime"))!)).toBeLessThan(10 * 60_000);
}

describe("inviting a person from the Accounts tab", () => {
  it("in Arabic with JavaScript: invite, the email, a weak password refused, the invitee's own password, sign in, the tab's facts", async () => {
    const t = ar.admin.users;
    const admin = await accountsTab("ar", true);
    const { page } = admin;
    await expectNoAxeViolations(page);
    await invite(page, "ar", { email: "salma@mahami.qa", name: "سلمى المهندي" });
    await page.getByTestId("toast").filter({ hasText: ar.admin.toasts.invited }).waitFor();
    // The form starts again empty; the row waits for its acceptance with the link's expiry, its actions named by the email.
    expect(
      await page
        .getByRole("region", { name: t.inviteTitle })
        .getByRole("textbox", { name: labelled(t.email) })
        .inputValue(),
    ).toBe("");
    const row = page.getByTestId("user-row").filter({ hasText: "salma@mahami.qa" });
    await row.getByText(t.pending).waitFor();
    await row.getByText("سلمى المهندي").waitFor();
    expect(await row.locator("bdi > time").count()).toBe(1);
    expect(await row.getByRole("button", { name: `${t.resend}: salma@mahami.qa` }).count()).toBe(1);
    expect(await row.getByRole("button", { name: `${t.withdraw}: salma@mahami.qa` }).count()).toBe(1);
    expect(await row.getByRole("combobox", { name: t.role }).inputValue()).toBe("editor");
    await expectNoAxeViolations(page);

    const { path, mail } = await invitationLinkFor("salma@mahami.qa", "ar");
    expect(mail.text).toContain("مرحباً سلمى المهندي،");
    const invitee = await pageIn("ar", true, { failOnConsoleErrors: false });
    await acceptAndSignIn(invitee.page, "ar", path, "salma@mahami.qa", "a quiet dhow at the corniche", true);
    await invitee.close();
    expectOnlyRefusals(invitee.consoleErrors);

    await page.reload();
    await expectAccountFacts(page, "ar", "salma@mahami.qa", "editor");
    await expectNoAxeViolations(page);
    await admin.close();
  });

  it("in English without JavaScript: a taken email refused with everything typed kept, then the invitation, its acceptance and the facts", async () => {
    const t = en.admin.users;
    const admin = await accountsTab("en", false, { failOnConsoleErrors: false });
    const { page } = admin;
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await invite(page, "en", { email: "ADMIN@mahami.qa", name: "Huda Al-Kuwari", role: "administrator", language: "en" });
    await page.getByText(en.admin.toasts.accountExists).waitFor();
    const form = page.getByRole("region", { name: t.inviteTitle });
    expect(await form.getByRole("textbox", { name: labelled(t.email) }).inputValue()).toBe("ADMIN@mahami.qa");
    expect(await form.getByRole("textbox", { name: t.name }).inputValue()).toBe("Huda Al-Kuwari");
    expect(await form.getByRole("combobox", { name: t.role }).inputValue()).toBe("administrator");
    expect(await form.getByRole("combobox", { name: t.emailLanguage }).inputValue()).toBe("en");

    await form.getByRole("textbox", { name: labelled(t.email) }).fill("huda@mahami.qa");
    await form.getByRole("button", { name: t.invite }).click();
    await page.getByTestId("toast").filter({ hasText: en.admin.toasts.invited }).waitFor();
    await page.getByTestId("user-row").filter({ hasText: "huda@mahami.qa" }).getByText(t.pending).waitFor();

    const { path, mail } = await invitationLinkFor("huda@mahami.qa", "en");
    expect(mail.text).toContain("Hello Huda Al-Kuwari,");
    expect(mail.text).toContain("as an administrator");
    const invitee = await pageIn("en", false, { failOnConsoleErrors: false });
    await acceptAndSignIn(invitee.page, "en", path, "huda@mahami.qa", "a falcon over the dunes at dusk", false);
    // The link is spent: the page says so, with a 410 and no form.
    expect((await invitee.page.goto(path))?.status()).toBe(410);
    await invitee.page.getByRole("alert").filter({ hasText: en.admin.invitation.usedToken }).waitFor();
    expect(await invitee.page.getByLabel(labelled(en.admin.invitation.password)).count()).toBe(0);
    await invitee.close();
    expectOnlyRefusals(invitee.consoleErrors);

    await page.reload();
    await expectAccountFacts(page, "en", "huda@mahami.qa", "administrator");
    await admin.close();
    expectOnlyRefusals(admin.consoleErrors);
  });

  it("fits a phone (390×844): the tab's content in the first screen, no sideways scrolling, axe-clean with a pending invitation", async () => {
    const t = en.admin.users;
    const admin = await accountsTab("en", true, { viewport: { width: 390, height: 844 } });
    const { page } = admin;
    await invite(page, "en", { email: "mariam@mahami.qa" });
    await page.getByTestId("toast").filter({ hasText: en.admin.toasts.invited }).waitFor();
    const row = page.getByTestId("user-row").filter({ hasText: "mariam@mahami.qa" });
    await row.getByText(t.pending).waitFor();
    await page.goto(tab);
    const heading = (await page.getByRole("heading", { name: t.inviteTitle }).boundingBox())!;
    expect(heading.y + heading.height).toBeLessThan(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const withdraw = (await row.getByRole("button", { name: `${t.withdraw}: mariam@mahami.qa` }).boundingBox())!;
    expect(withdraw.x + withdraw.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    // Resend: a second email with a new link; the first one no longer opens the form.
    const first = await invitationLinkFor("mariam@mahami.qa", "en");
    smtp.messages.length = 0;
    await row.getByRole("button", { name: `${t.resend}: mariam@mahami.qa` }).click();
    await page.getByTestId("toast").filter({ hasText: en.admin.toasts.inviteResent }).waitFor();
    const second = await invitationLinkFor("mariam@mahami.qa", "en");
    expect(second.path).not.toBe(first.path);
    const invitee = await pageIn("en", true, { failOnConsoleErrors: false });
    // A link that is no longer any invitation's: 400 and no form.
    expect((await invitee.page.goto(first.path))?.status()).toBe(400);
    expect(await invitee.page.getByLabel(labelled(en.admin.invitation.password)).count()).toBe(0);
    await invitee.close();

    // Withdraw: the pending account goes, and the new link with it.
    await row.getByRole("button", { name: `${t.withdraw}: mariam@mahami.qa` }).click();
    await page.getByTestId("toast").filter({ hasText: en.admin.toasts.inviteWithdrawn }).waitFor();
    await row.waitFor({ state: "detached" });
    expect(await queryRow(server, "select count(*) as count from users where email = ?", "mariam@mahami.qa")).toEqual({ count: 0 });
    await admin.close();
  });
});
