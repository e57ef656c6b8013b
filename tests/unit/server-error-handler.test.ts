import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandler } from "~/server/middleware/error-handler";
import { type Listening, listenSteps } from "../support/express-app";

let server: Listening;
beforeAll(async () => {
  server = await listenSteps(
    [
      (req, res, next) => {
        if (req.path.endsWith("/client")) return next(Object.assign(new Error("bad body"), { status: 400 }));
        if (req.path.endsWith("/half")) {
          res.writeHead(200, { "Content-Type": "text/plain" });
          res.write("half");
          return next(new Error("failed while sending"));
        }
        next();
      },
    ],
    errorHandler(),
  );
});
afterAll(() => server.close());

describe("the error handler (app/server/middleware/error-handler.ts)", () => {
  it("answers an error with a client status as a 400 in both languages, never a 500", async () => {
    const json = await fetch(`${server.url}/api/client`);
    expect(json.status).toBe(400);
    expect(json.headers.get("cache-control")).toBe("no-store");
    expect(await json.json()).toEqual({ message: "The request could not be understood." });
    const html = await fetch(`${server.url}/en/client`, { headers: { accept: "text/html" } });
    expect(html.status).toBe(400);
    const page = await html.text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<p lang="en" dir="ltr">The request could not be understood.</p>');
  });

  it("cuts an answer already under way instead of writing a second one", async () => {
    const failed = await fetch(`${server.url}/half`)
      .then((response) => response.text())
      .then(
        () => false,
        () => true,
      );
    expect(failed).toBe(true);
  });
});
