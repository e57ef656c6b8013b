import { data, redirect, type RouterContextProvider } from "react-router";
import { getT } from "~/lib/i18n.server";
import { setFlash } from "~/lib/flash.server";
import { loginWithCode, type Throttled } from "~/services/auth.server";
import { clearPendingSignIn, readPendingSignIn } from "~/features/two-factor/two-factor.service.server";
import { signInCodeSchema } from "~/schemas/two-factor";
import { parseForm } from "../form-actions.server";
import { loginIntents } from "./intents";

export { loginIntents };

/**
 * The sign-in page's 429 text: past the account-wide cap it says what the owner can still do
 * (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).
 */
export function throttledText(t: ReturnType<typeof getT>, throttled: Throttled) {
  const count = Math.max(1, Math.ceil(throttled.retryAfterSeconds / 60));
  return t(throttled.account ? "admin.login.accountThrottled" : "admin.login.throttled", { count });
}

async function expired(t: ReturnType<typeof getT>): Promise<never> {
  const headers = new Headers({ "Set-Cookie": clearPendingSignIn() });
  headers.append("Set-Cookie", await setFlash({ kind: "error", title: t("admin.login.codeExpired") }));
  throw redirect("/admin-login", { headers });
}

/**
 * The sign-in page's second step (docs/decisions/0040-two-factor-and-passkeys.md): the code for the
 * sign-in its signed cookie names. Every bad code gets the same answer; past five minutes the
 * password is asked again. "Start again" drops the waiting sign-in.
 */
export async function codeStepAction(request: Request, context: Readonly<RouterContextProvider>, formData: FormData) {
  const t = getT(context);
  if (formData.get("intent") === loginIntents.startAgain) throw redirect("/admin-login", { headers: { "Set-Cookie": clearPendingSignIn() } });
  const pending = readPendingSignIn(request);
  if (!pending) return expired(t);
  const submission = parseForm(formData, signInCodeSchema);
  if (submission.status !== "success") return data({ step: "code" as const, result: submission.reply() }, { status: 400 });
  const result = await loginWithCode(request, context, pending);
  if (result.ok) {
    const headers = new Headers(result.setCookies.map((cookie): [string, string] => ["Set-Cookie", cookie]));
    headers.append("Set-Cookie", clearPendingSignIn());
    if (result.recoveryCodesLeft !== undefined) {
      headers.append("Set-Cookie", await setFlash({ kind: "success", title: t("admin.login.recoveryLeft", { count: result.recoveryCodesLeft }) }));
    }
    throw redirect(pending.redirectTo, { headers });
  }
  if (result.reason === "expired") return expired(t);
  if (result.reason === "throttled") {
    return data(
      { step: "code" as const, result: submission.reply({ formErrors: [throttledText(t, result)] }) },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return data({ step: "code" as const, result: submission.reply({ formErrors: [t("admin.login.codeRejected")] }) }, { status: 401 });
}
