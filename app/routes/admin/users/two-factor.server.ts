import type { TFunction } from "i18next";
import type { Actor } from "#db/models/activity.server";
import { listUsersWithTwoFactor } from "#db/models/two-factor.server";
import { getUserById } from "#db/models/users.server";
import { disableTotpOf } from "~/services/two-factor.server";
import { redirectWithToast } from "../form-actions.server";

/** The ids of the administrators with an authenticator app or a passkey (the users list's badge). */
export async function usersWithTwoFactor() {
  const { totp, passkeys } = await listUsersWithTwoFactor();
  return [...new Set([...totp, ...passkeys])];
}

/** The users tab's "Turn off two-factor" for someone else (a lost phone): their app, recovery codes and passkeys go, logged, and their sessions end. */
export async function turnOffTwoFactorOf(id: number | undefined, actor: Actor, back: string, t: TFunction) {
  const user = id === undefined ? undefined : await getUserById(id);
  const off = user !== undefined && user.id !== actor.id && (await disableTotpOf(user, actor));
  if (!user || !off) return redirectWithToast(back, { kind: "error", title: t("admin.security.toasts.notOn") });
  return redirectWithToast(back, {
    kind: "success",
    title: t("admin.security.toasts.offFor", { email: user.email }),
    description: t("admin.security.toasts.offForText"),
  });
}
