import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import express, { type RequestHandler } from "express";

/** The path of every file of build/client, as requested (`/favicon.ico`, `/assets/…`). */
export function clientFiles(clientDir: string) {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
}

/**
 * build/client's files. Fingerprinted build output (/assets) never changes under its name; the
 * others are kept an hour. No directory redirects: they would be permanent redirects without a Cache-Control.
 */
export function staticFiles(clientDir: string): { assets: RequestHandler; files: RequestHandler } {
  return {
    /** Mounted at /assets. */
    assets: express.static(join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }),
    files: express.static(clientDir, { maxAge: "1h", index: false, redirect: false }),
  };
}
