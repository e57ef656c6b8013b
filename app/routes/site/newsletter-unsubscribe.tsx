import type { RouteHandle } from "~/lib/route-handle";

/** The unsubscribe address is also the `List-Unsubscribe` target: a mail client posts to it from anywhere (newsletter-link.tsx). */
export const handle: RouteHandle = { crossSite: "oneClick" };

export { action, default, headers, loader, meta } from "./newsletter-link";
