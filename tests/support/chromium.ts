/** Debian's Chromium (Playwright cannot download its own browser here), for Playwright and Lighthouse alike. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A quiet, sandbox-free headless Chromium: no updates, sync or background traffic. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
