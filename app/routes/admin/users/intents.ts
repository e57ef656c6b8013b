/** The users tab's forms, by the `intent` their submit button sends. */
export const userIntents = {
  /** Kept for form posts and scripts written before invitations; the tab itself invites. */
  create: "create",
  invite: "invite",
  resendInvitation: "resend-invitation",
  withdrawInvitation: "withdraw-invitation",
  changePassword: "password",
  delete: "delete",
  role: "role",
  signOutOthers: "sign-out-others",
} as const;
