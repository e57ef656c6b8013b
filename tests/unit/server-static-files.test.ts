import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientFiles, staticFiles } from "~/server/middleware/static-files";
import { type Listening, listen } from "../support/express-app";

let folder: string;
let server: Listening;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "mahami-client-"));
  mkdirSync(join(folder, "assets", "fonts"), { recursive: true });
  writeFileSync(join(folder, "favicon.ico"), "icon");
  writeFileSync(join(folder, "assets", "root-abc123.js"), "console.log(1)");
  writeFileSync(join(folder, "assets", "fonts", "font-def456.woff2"), "font");
  const { assets, files } = staticFiles(folder);
  const app = express();
  app.use("/assets", assets);
  app.use(files);
  app.use((_req, res) => void res.status(404).end("not a file"));
  server = await listen(app);
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("the static files (app/server/middleware/static-files.ts)", () => {
  it("lists every file of the client folder by the path it is requested at", () => {
    expect(clientFiles(folder).sort()).toEqual(["/assets/fonts/font-def456.woff2", "/assets/root-abc123.js", "/favicon.ico"]);
  });

  it("keeps fingerprinted assets a year, immutable, and the other files an hour", async () => {
    const asset = await fetch(`${server.url}/assets/root-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const icon = await fetch(`${server.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("neither redirects a folder nor serves an index: the request goes on", async () => {
    for (const path of ["/assets", "/assets/fonts", "/assets/", "/"]) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe("not a file");
    }
  });
});
