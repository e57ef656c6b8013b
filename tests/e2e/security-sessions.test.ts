import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, signInOnPage, useServerAndBrowser } from "../support/browser";
import { api, signIn } from "../support/http";

/**
 * The users tab shows the administrator's own sessions and signs out everywhere else
 * (docs/decisions/0021-own-sessions.md), in both languages, with JavaScript on and off.
 */
const { server, openPage } = useServerAndBrowser({ TRUST_PROXY: "1" });

const strings = {
  ar: {
    title: "جلساتك النشطة",
    thisDevice: "هذا الجهاز",
    signOutOthers: "تسجيل الخروج من الأجهزة الأخرى",
    toast: "تم تسجيل الخروج من الأجهزة الأخرى",
    onlyThisDevice: "حسابك مسجَّل الدخول من هذا الجهاز فقط.",
  },
  en: {
    title: "Your sessions",
    thisDevice: "This device",
    signOutOthers: "Sign out everywhere else",
    toast: "Signed out everywhere else",
    onlyThisDevice: "Your account is signed in on this device only.",
  },
};

describe("your sessions in the users tab", () => {
  it.each([
    ["ar", true, "203.0.113.1"],
    ["ar", false, "203.0.113.2"],
    ["en", true, "2001:db8::3"],
    ["en", false, "203.0.113.4"],
  ] as const)("lists them and signs out everywhere else (%s, JavaScript %s)", async (locale, javaScriptEnabled, elsewhereIp) => {
    const text = strings[locale];
    const { page, close } = await openPage({ javaScriptEnabled });
    await page.goto("/admin-login");
    await signInOnPage(page);
    if (locale === "en") await page.context().addCookies([{ name: "mahami-language", value: "en", url: server.url }]);
    // Another device: a script signing in through the API from elsewhere.
    const elsewhere = await signIn(server, elsewhereIp);

    await page.goto("/admin-dashboard/users");
    const panel = page.getByRole("region", { name: text.title });
    const rows = panel.getByTestId("session-row");
    const thisDevice = rows.filter({ has: page.getByText(text.thisDevice, { exact: true }) });
    expect(await thisDevice.count()).toBe(1);
    await thisDevice.getByText("Chrome · Linux").waitFor();
    await thisDevice.locator("bdi", { hasText: "127.0.0.1" }).waitFor();
    const other = rows.filter({ has: page.locator("bdi", { hasText: elsewhereIp }) });
    expect(await other.count()).toBe(1);
    expect(await other.getByText(text.thisDevice).count()).toBe(0);
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    await panel.getByRole("button", { name: text.signOutOthers }).click();
    await expectToast(page, text.toast);
    await panel.getByText(text.onlyThisDevice).waitFor();
    expect(await rows.count()).toBe(1);
    expect(await thisDevice.count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/admin-dashboard/users");
    expect((await api(server, "GET", "/api/auth/user", { cookie: elsewhere })).status).toBe(401);
    await close();
  });
});
