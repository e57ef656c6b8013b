import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import arStrings from "~/locales/ar";
import enStrings from "~/locales/en";

export type ErrorKey = keyof typeof enStrings.errors;

function wantsJson(req: ExpressRequest) {
  return req.path.startsWith("/api/") || req.accepts(["html", "json"]) === "json";
}

/** Errors answered before React Router: both languages' words from app/locales. */
export function sendError(req: ExpressRequest, res: ExpressResponse, status: number, key: ErrorKey) {
  const en = enStrings.errors[key];
  const ar = arStrings.errors[key];
  res.status(status).set("Cache-Control", "no-store");
  if (wantsJson(req)) {
    res.json({ message: en });
    return;
  }
  res
    .type("html")
    .send(
      `<!doctype html><html lang="ar" dir="rtl"><meta charset="utf-8"><title>${status}</title>` +
        `<body><h1>${status}</h1><p>${ar}</p><p lang="en" dir="ltr">${en}</p><p><a href="/">الرئيسية / Home</a></p></body></html>`,
    );
}
