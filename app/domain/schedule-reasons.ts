/**
 * The reason stored on a publish schedule whose author's account was deleted: cancelled with the
 * account, or, should one still come due, failed instead of publishing in a name that no longer
 * exists (docs/decisions/0050-operations-hardening.md). The dashboard words it in either language.
 */
export const authorRemoved = "author-removed";

/**
 * The reason stored on a campaign page's schedule whose page was deleted: cancelled with the page, or,
 * should one still come due, failed (docs/decisions/0060-campaign-pages.md). The dashboard words it.
 */
export const pageRemoved = "page-removed";
