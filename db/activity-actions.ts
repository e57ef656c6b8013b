/*
 * The activity log's actions (docs/decisions/0025-history-and-activity.md), in a module the
 * browser may load too: the dashboard's action filter lists them.
 */

/**
 * Every action the log knows, `<group>.<verb>`: a new kind of write adds its name here (and its
 * label in app/locales). Revisions add `<entity>.<create|update|delete|restore>` for their entities.
 */
export const activityActions = [
  "auth.login",
  "auth.login-failed",
  "auth.login-throttled",
  "auth.logout",
  "user.create",
  "user.delete",
  "user.password",
  "user.role",
  "user.password-reset",
  "user.invite",
  "user.invite-resend",
  "user.invite-withdraw",
  "user.invite-accept",
  "session.end-others",
  "two-factor.on",
  "two-factor.off",
  "two-factor.recovery-code",
  "two-factor.new-recovery-codes",
  "passkey.create",
  "passkey.delete",
  "content.create",
  "content.update",
  "content.delete",
  "content.restore",
  "draft.save",
  "draft.discard",
  "draft.publish",
  "schedule.create",
  "schedule.cancel",
  "schedule.run",
  "schedule.fail",
  "faq.create",
  "faq.update",
  "faq.delete",
  "faq.restore",
  "button-link.create",
  "button-link.update",
  "button-link.delete",
  "button-link.restore",
  "header.update",
  "header.restore",
  "footer.update",
  "footer.restore",
  "company.update",
  "company.restore",
  "team.create",
  "team.update",
  "team.delete",
  "team.restore",
  "media.create",
  "media.update",
  "media.delete",
  "media.restore",
  "message.read",
  "message.notes",
  "message.delete",
] as const;

export type ActivityAction = (typeof activityActions)[number];
