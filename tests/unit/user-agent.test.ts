import { describe, expect, it } from "vitest";
import { readUserAgent } from "~/lib/user-agent.server";

/* The one User-Agent reader (app/lib/user-agent.server.ts, docs/decisions/0055-one-loop-one-parser-one-date-format.md): what each caller needs. */

describe("readUserAgent", () => {
  it("tells the download button an Apple device: iPhone, iPad and iPod, not Android or a desktop", () => {
    expect(readUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)").apple).toBe(true);
    expect(readUserAgent("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)").apple).toBe(true);
    expect(readUserAgent("Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)").apple).toBe(true);
    expect(readUserAgent("Mozilla/5.0 (Linux; Android 14; Pixel 8)").apple).toBe(false);
    expect(readUserAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15").apple).toBe(false);
    expect(readUserAgent("").apple).toBe(false);
  });

  it("tells analytics a crawler", () => {
    expect(readUserAgent("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)").bot).toBe(true);
    expect(readUserAgent("curl/8.5.0").bot).toBe(true);
    expect(readUserAgent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36").bot).toBe(false);
  });

  it("labels an iPad's and a Chromebook's browser with the system's own name", () => {
    expect(readUserAgent("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1").label).toBe(
      "Safari · iPadOS",
    );
    expect(
      readUserAgent("Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36").label,
    ).toBe("Chrome · ChromeOS");
    expect(readUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64)").label).toBe("Windows");
  });
});
