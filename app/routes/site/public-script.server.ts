import publicScript from "virtual:public-script";

/** app/entry.public.ts as built by app/vite/public-script.ts. */
export { publicScript };

/**
 * Chromium prefetches a same-site page when a link to it is hovered or pressed, so the next page
 * is usually there before the click ends. Not links that set something (`?lng=`), leave the site
 * (the store redirect) or lead to the portal.
 */
export const speculationRules = JSON.stringify({
  prefetch: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/*\\?*" } },
          { not: { href_matches: "/admin-*" } },
          { not: { href_matches: "/download" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
