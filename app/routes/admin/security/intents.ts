/** The Security tab's forms: each posts one of these as `intent`. */
export const securityIntents = {
  totpStart: "totp-start",
  totpConfirm: "totp-confirm",
  totpDisable: "totp-disable",
  passkeyDelete: "passkey-delete",
} as const;
