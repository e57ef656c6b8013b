import { data, redirect, type RouterContextProvider } from "react-router";
import { getT } from "~/lib/i18n.server";
import { setFlash } from "~/lib/flash.server";
import { loginWithCode } from "~/services/auth.server";
import { clearPendingSignIn, readPendingSignIn } from "~/services/two-factor.server";
import { signInCodeSchema } from "~/schemas/two-factor";
import { parseForm } from "../form-actions.server";
import { loginIntents } from "./intents";

export { loginIntents };

/**
 * The sign-in page's second step (docs/decisions/0040-two-factor-and-passkeys.md): the code for the
 * sign-in its signed cookie names. Every bad code gets the same answer; past five minutes the
 * password is asked again. "Start again" drops the waiting sign-in.
 */
export async function codeStepAction(request: Request, context: Readonly<RouterContextProvider>, formData: FormData) {
  const t = getT(context);
  if (formData.get("intent") === loginIntents.startAgain) throw redirect("/admin-login", { headers: { "Set-Cookie": clearPendingSignIn() } });
  const pending = readPendingSignIn(request);
  if (!pending) {
    const headers = new Headers({ "Set-Cookie": clearPendingSignIn() });
    headers.append("Set-Cookie", await setFlash({ kind: "error", title: t("admin.login.codeExpired") }));
    throw redirect("/admin-login", { headers });
  }
  const submission = parseForm(formData, signInCodeSchema);
  if (submission.status !== "success") return data({ step: "code" as const, result: submission.reply() }, { status: 400 });
  const result = await loginWithCode(request, context, pending.userId, submission.value.code);
  if (result.ok) {
    const headers = new Headers({ "Set-Cookie": result.setCookie });
    headers.append("Set-Cookie", clearPendingSignIn());
    if (result.recoveryCodesLeft !== undefined) {
      headers.append("Set-Cookie", await setFlash({ kind: "success", title: t("admin.login.recoveryLeft", { count: result.recoveryCodesLeft }) }));
    }
    throw redirect(pending.redirectTo, { headers });
  }
  if (result.reason === "throttled") {
    const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
    return data(
      { step: "code" as const, result: submission.reply({ formErrors: [t("admin.login.throttled", { count: minutes })] }) },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return data({ step: "code" as const, result: submission.reply({ formErrors: [t("admin.login.codeRejected")] }) }, { status: 401 });
}
