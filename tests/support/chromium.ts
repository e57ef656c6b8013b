import { existsSync } from "node:fs";

/** Debian's Chromium (Playwright cannot download its own browser here): the full browser, which Lighthouse audits. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * What the browser tests drive: Debian's `chromium-headless-shell` (the same Chromium build without
 * the desktop browser around it, what Playwright itself runs headless) when installed, else the full
 * browser. Measured on this 2-core machine: two browser test files side by side took 87 s with the
 * full browser and 53 s with the shell.
 */
export const testBrowserPath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

/** A quiet, sandbox-free headless Chromium: no updates, sync or background traffic. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
