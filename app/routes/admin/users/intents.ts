/** The users tab's forms, by the `intent` their submit button sends. */
export const userIntents = {
  create: "create",
  changePassword: "password",
  delete: "delete",
  role: "role",
  signOutOthers: "sign-out-others",
} as const;
