/*
 * What the public header and footer show: rules the site's own components use in the browser.
 * (Reading a stored or submitted `showPages` is app/schemas/show-pages.ts: the public pages'
 * JavaScript, on a tight budget, carries only these few lines.)
 */

/** A page is visible unless its flag is explicitly false. */
export function isPageShown(showPages: Record<string, boolean>, pageId: string) {
  return showPages[pageId] !== false;
}

export const logoSizes = ["small", "medium", "large"] as const;
export type LogoSize = (typeof logoSizes)[number];
