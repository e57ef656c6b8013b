import Bowser from "bowser";
import { isbot } from "isbot";
import type { DeviceClass } from "~/features/analytics/analytics";

/*
 * The one reader of a User-Agent header (docs/decisions/0055-one-loop-one-parser-one-date-format.md):
 * bowser (MIT, maintained) names the browser, the system and the kind of device; isbot (MIT, kept
 * up to date with new crawlers) tells a crawler. Server-side only: the dashboard gets the label,
 * never the parser.
 */

/** What a User-Agent header tells us; `label` is undefined for an empty header. */
export interface UserAgent {
  /** A crawler, a monitor, a preview fetcher. */
  bot: boolean;
  /** Phone, tablet or desktop (anything else: a TV, a crawler, an unknown client, counts as desktop). */
  device: DeviceClass;
  /** An iPhone, iPad or iPod: the download button's App Store. */
  apple: boolean;
  /** "Chrome · macOS"; a client that is no browser by its first product ("curl"). */
  label: string | undefined;
}

/** bowser's names where ours are shorter; "Mozilla" is what a header that names no browser starts with. */
const browserNames: Record<string, string | undefined> = {
  "Microsoft Edge": "Edge",
  "Samsung Internet for Android": "Samsung Internet",
  Mozilla: undefined,
};
const systemNames: Record<string, string> = { "Chrome OS": "ChromeOS" };

export function readUserAgent(userAgent: string): UserAgent {
  if (!userAgent.trim()) return { bot: false, device: "desktop", apple: false, label: undefined };
  const parsed = Bowser.parse(userAgent);
  const platform = parsed.platform.type;
  const device: DeviceClass = platform === "mobile" ? "phone" : platform === "tablet" ? "tablet" : "desktop";
  const apple = parsed.os.name === "iOS";
  const browserName = parsed.browser.name || undefined;
  const browser = browserName && (browserName in browserNames ? browserNames[browserName] : browserName);
  const system = apple && device === "tablet" ? "iPadOS" : parsed.os.name && (systemNames[parsed.os.name] ?? parsed.os.name);
  const label = browser || system ? [browser, system].filter(Boolean).join(" · ") : /^[\w.-]+(?=\/|$)/.exec(userAgent)?.[0];
  return { bot: isbot(userAgent), device, apple, label };
}

/** Phone, tablet or desktop. */
export function deviceClassOf(userAgent: string): DeviceClass {
  return readUserAgent(userAgent).device;
}

/** "Browser · system" as a person reads it, else the first product of a non-browser client ("curl"), else undefined. */
export function describeUserAgent(userAgent: string): string | undefined {
  return readUserAgent(userAgent).label;
}
