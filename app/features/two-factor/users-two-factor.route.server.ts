import type { TFunction } from "i18next";
import type { Actor } from "#db/models/activity.server";
import { listUsersWithTwoFactor } from "./two-factor.model.server";
import { getUserById } from "#db/models/users.server";
import { disableTotpOf } from "./two-factor.service.server";
import { redirectWithToast } from "~/routes/admin/form-actions.server";

/** An account's second factor, as the Accounts tab names it. */
export type Factor = "app" | "passkey" | "both" | "none";

/**
 * The ids of the administrators with an authenticator app or a passkey (the users list's badge),
 * and each one's second factor, from two queries for the whole list.
 */
export async function usersWithTwoFactor() {
  const { totp, passkeys } = await listUsersWithTwoFactor();
  const factors: Record<number, Factor> = {};
  for (const id of totp) factors[id] = "app";
  for (const id of passkeys) factors[id] = factors[id] === "app" ? "both" : "passkey";
  return { on: [...new Set([...totp, ...passkeys])], factors };
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
