import { describe, expect, it } from "vitest";
import { pinoRequestLogger, type RequestLine, requestLineText } from "~/domain/log.server";

/** What pino itself writes for `logger[level](line, "request")`. */
function pinoLine(level: "debug" | "info" | "error", line: RequestLine) {
  let written = "";
  const logger = pinoRequestLogger({ write: (text) => (written += text) });
  logger.level = "debug";
  logger[level](line, "request");
  return written;
}

const lines: RequestLine[] = [
  { reqId: "3f0c7b0e-7a1e-4a7e-9a55-1d2b8f0e6c11", method: "GET", route: "/", status: 200, ms: 0.12, bytes: 5800, ip: "127.0.0.1" },
  { reqId: "client.id_1", method: "POST", route: "/api/admin/content/:id", status: 409, ms: 12, bytes: 0, ip: "2001:db8::1" },
  { reqId: "x", method: "OTHER", route: '/odd "route"\\ \u0001 طفلي', status: 500, ms: 1234.56, bytes: 123456789, ip: undefined },
];

describe("requestLineText", () => {
  it("writes each request line byte for byte as pino does, at every level, with and without an address", () => {
    for (const level of ["debug", "info", "error"] as const) {
      for (const line of lines) {
        const expected = pinoLine(level, line);
        const { time } = JSON.parse(expected) as { time: string };
        expect(requestLineText(level, line, time)).toBe(expected);
      }
    }
  });

  it("is one JSON line naming the time it was written", () => {
    const text = requestLineText("info", lines[0]);
    expect(text.endsWith("\n")).toBe(true);
    const parsed = JSON.parse(text) as { time: string; msg: string };
    expect(Math.abs(Date.parse(parsed.time) - Date.now())).toBeLessThan(5_000);
    expect(parsed.msg).toBe("request");
  });
});
