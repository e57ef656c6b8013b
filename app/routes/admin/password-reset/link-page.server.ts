import type { SubmissionResult } from "@conform-to/react";
import type { TFunction } from "i18next";
import { data } from "react-router";
import { validationKey } from "~/lib/validation-message";

/*
 * What the two pages an emailed link opens (a password reset, an invitation) answer alike: their
 * headers, and a refused password form's reply (docs/decisions/0012-security-baseline.md).
 */

/** The password fields: never sent back into the page. */
export const passwordFields = ["password", "confirmPassword"];

/**
 * Never stored, and `same-origin`: the link's token never leaves the site in a Referer. Not
 * `no-referrer`, with which Chromium sends `Origin: null` on the page's own form post, refused as
 * cross-site.
 */
export function linkPageHeaders({ actionHeaders }: { actionHeaders: Headers }) {
  const headers = new Headers({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

interface Submission {
  reply: (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields: string[] }) => SubmissionResult<string[]>;
}

/** Too many tries from this address: 429 with Retry-After, said in minutes. */
export function throttledReply(submission: Submission, t: TFunction, retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const formErrors = [t("admin.passwordReset.throttled", { count: minutes })];
  return data(
    { result: submission.reply({ formErrors, hideFields: passwordFields }) },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}

/** A password the policy refuses (too short, too common): 400, the reasons beside the field. */
export function weakPasswordReply(submission: Submission, issues: readonly Parameters<typeof validationKey>[0][]) {
  const fieldErrors = { password: issues.map((issue) => validationKey(issue)) };
  return data({ result: submission.reply({ fieldErrors, hideFields: passwordFields }) }, { status: 400 });
}
