/*
 * The activity log's actions (docs/decisions/0025-history-and-activity.md), in a module the
 * browser may load too: the dashboard's action filter lists them.
 */

import { entityActions } from "~/entities/registry";

/**
 * Every action the log knows, `<group>.<verb>`: the entities' (`<entity>.<verb>`, from their
 * descriptors in app/entities, docs/decisions/0058-entities-as-data.md) and those of signing in and
 * of an account's factors. A new action adds its verb to its entity's descriptor, or its name here,
 * and its label in app/locales.
 */
export const activityActions = [
  "auth.login",
  "auth.login-failed",
  "auth.login-throttled",
  "auth.logout",
  ...entityActions,
  "session.end-others",
  "two-factor.on",
  "two-factor.off",
  "two-factor.recovery-code",
  "two-factor.new-recovery-codes",
  "passkey.create",
  "passkey.delete",
  "draft.save",
  "draft.discard",
  "draft.publish",
] as const;

export type ActivityAction = (typeof activityActions)[number];
