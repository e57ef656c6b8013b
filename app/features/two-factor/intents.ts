/** The Security tab's forms: each posts one of these as `intent`. */
export const securityIntents = {
  totpStart: "totp-start",
  totpConfirm: "totp-confirm",
  totpDisable: "totp-disable",
  recoveryCodesRenew: "recovery-codes-renew",
  recoveryCodesSaved: "recovery-codes-saved",
  passkeyDelete: "passkey-delete",
} as const;

/** The accounts tab's form by which an administrator turns off another's two-factor sign-in (a lost phone). */
export const twoFactorIntent = "two-factor-off";
