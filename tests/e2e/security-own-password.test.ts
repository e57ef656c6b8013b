import { describe, expect, it } from "vitest";
import { signInOnPage, useServerAndBrowser } from "../support/browser";
import { request } from "../support/http";
import { adminEmail, adminPassword } from "../support/server";

/** Changing one's own password in the dashboard asks for the current one, with JavaScript on and off. */
const { server, openPage } = useServerAndBrowser();

const signsIn = async (password: string) =>
  (
    await request(server, "/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: adminEmail, password }),
    })
  ).status;

describe("one's own password in the dashboard", () => {
  it.each([
    ["on", true, "amber-meadow-compass"],
    ["off", false, "copper-willow-lantern"],
  ])("needs the current password, with JavaScript %s", async (_mode, javaScriptEnabled, newPassword) => {
    const { page, close } = await openPage({ javaScriptEnabled });
    const current = javaScriptEnabled ? adminPassword : "amber-meadow-compass";
    await page.goto("/admin-login");
    await signInOnPage(page, adminEmail, current);

    await page.goto("/admin-dashboard/users");
    await page.getByRole("link", { name: `تغيير كلمة المرور: ${adminEmail}` }).click();
    await page.waitForURL(/password=/);
    const currentField = page.getByLabel("كلمة مرورك الحالية");
    const update = page.getByRole("button", { name: "تحديث كلمة المرور" });

    await currentField.fill("not-the-password");
    await page.getByLabel("كلمة المرور الجديدة", { exact: true }).fill(newPassword);
    await page.getByLabel("تأكيد كلمة المرور الجديدة").fill(newPassword);
    await update.click();
    await page.getByText("كلمة المرور الحالية غير صحيحة.").waitFor();
    expect(await currentField.inputValue()).toBe("");
    expect(await signsIn(current)).toBe(200);

    await currentField.fill(current);
    await page.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("password1234");
    await page.getByLabel("تأكيد كلمة المرور الجديدة").fill("password1234");
    await update.click();
    await page.getByText("كلمة المرور هذه شائعة جداً. اختر كلمة يصعب تخمينها.").waitFor();

    await currentField.fill(current);
    await page.getByLabel("كلمة المرور الجديدة", { exact: true }).fill(newPassword);
    await page.getByLabel("تأكيد كلمة المرور الجديدة").fill(newPassword);
    await update.click();
    await page.getByTestId("toast").filter({ hasText: "تم تحديث كلمة المرور" }).waitFor();
    expect(await signsIn(newPassword)).toBe(200);
    expect(await signsIn(current)).toBe(401);
    await close();
  });
});
