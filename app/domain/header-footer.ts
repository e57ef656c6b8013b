// What the public header and footer show, kept apart from show-pages.ts so the public pages' script carries only these lines.

/** A page is visible unless its flag is explicitly false. */
export function isPageShown(showPages: Record<string, boolean>, pageId: string) {
  return showPages[pageId] !== false;
}

export const logoSizes = ["small", "medium", "large"] as const;
export type LogoSize = (typeof logoSizes)[number];
