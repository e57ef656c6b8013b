import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { buttonStyles } from "~/components/admin/buttons";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * "Sign in with a passkey" (docs/decisions/0040-two-factor-and-passkeys.md): only with JavaScript
 * and a browser that has WebAuthn; the WebAuthn code is fetched on the click, so no other page
 * loads it. Without it the button is absent and the password (and code) path stays.
 */
export function PasskeyButton({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  if (!hydrated || typeof window.PublicKeyCredential !== "function") return null;

  async function signIn() {
    setBusy(true);
    setError(undefined);
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const options = await fetch("/api/passkey-login/options", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
      if (!options.ok) throw new Error(String(options.status));
      const response = await startAuthentication({ optionsJSON: await options.json() });
      const signedIn = await fetch("/api/passkey-login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ response }),
      });
      if (!signedIn.ok) throw new Error(String(signedIn.status));
      window.location.assign(redirectTo);
    } catch {
      setError(t("admin.login.passkeyFailed"));
      setBusy(false);
    }
  }

  return (
    <div className="mt-4 grid gap-3" data-testid="passkey-sign-in">
      <p className="text-center text-sm text-slate-600">{t("admin.login.or")}</p>
      {error && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-800">
          {error}
        </p>
      )}
      <button type="button" onClick={() => void signIn()} disabled={busy} className={`${buttonStyles.secondary} w-full text-base`}>
        <KeyRound className="size-4" aria-hidden="true" />
        {t("admin.login.passkey")}
      </button>
    </div>
  );
}
