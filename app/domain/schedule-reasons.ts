/**
 * The reason stored on a publish schedule whose author's account was deleted: cancelled with the
 * account, or, should one still come due, failed instead of publishing in a name that no longer
 * exists (docs/decisions/0050-operations-hardening.md). The dashboard words it in either language.
 */
export const authorRemoved = "author-removed";
