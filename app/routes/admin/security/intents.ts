/** The Security tab's forms: each posts one of these as `intent`. */
export const securityIntents = {
  totpStart: "totp-start",
  totpConfirm: "totp-confirm",
  totpDisable: "totp-disable",
  recoveryCodesRenew: "recovery-codes-renew",
  recoveryCodesSaved: "recovery-codes-saved",
  passkeyDelete: "passkey-delete",
} as const;
