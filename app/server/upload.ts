import busboy from "busboy";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { UploadRefusal } from "~/lib/context";
import { maxUploadBytes } from "~/lib/media-image.server";

/*
 * The upload routes, the only ones that may take a body over the 64 KiB limit
 * (docs/decisions/0027-media-library.md). Their multipart body is read as a stream by busboy: the
 * text fields (first in every form) are kept, the file is kept up to 5 MiB, and past that reading
 * stops: the rest is never buffered, the connection closes after the answer, and the route
 * answers 413 itself — with the fields typed so far, so a form shows again with its alt texts.
 */

/** The upload paths: the API and the dashboard tabs whose forms can upload an image in place. */
const uploadPaths = new Set([
  "/api/admin/media",
  "/admin-dashboard/media",
  "/admin-dashboard/team",
  "/admin-dashboard/header-footer",
  "/admin-dashboard",
]);

export interface ParsedUpload {
  formData: FormData;
  refusal?: UploadRefusal;
}

export function isUploadRequest(req: ExpressRequest) {
  // With JavaScript, React Router posts a form to the route's `.data` URL.
  const path = req.path
    .replace(/\.data$/, "")
    .replace(/\/_$/, "")
    .replace(/(.)\/$/, "$1");
  return req.method === "POST" && uploadPaths.has(path) && Boolean(req.is("multipart/form-data"));
}

/** The text fields together stay within the 64 KiB every other body has. */
const maxTextBytes = 64 * 1024;
const textLimits = { fields: 100, fieldSize: maxTextBytes, fieldNameSize: 100 };

/** Reads the multipart body; `undefined` when it is not a readable multipart body (a 400). */
export function parseUpload(req: ExpressRequest, res: ExpressResponse): Promise<ParsedUpload | undefined> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { ...textLimits, files: 1, parts: 101, fileSize: maxUploadBytes } });
    } catch {
      resolve(undefined);
      return;
    }
    const formData = new FormData();
    let textBytes = 0;
    let settled = false;
    const finish = (result: ParsedUpload | undefined) => {
      if (settled) return;
      settled = true;
      if (result?.refusal || !result) {
        // Stop reading: what is left of the body stays in the socket, which closes after the answer.
        req.unpipe(parser);
        req.pause();
        res.set("Connection", "close");
      }
      resolve(result);
    };
    parser.on("field", (name, value, info) => {
      textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (info.valueTruncated || info.nameTruncated || textBytes > maxTextBytes) finish({ formData, refusal: "tooLarge" });
      else formData.append(name, value);
    });
    parser.on("file", (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => finish({ formData, refusal: "tooLarge" }));
      stream.on("end", () => {
        const data = Buffer.concat(chunks);
        // An empty file input sends an empty part without a name: no file.
        if (data.length > 0 || info.filename) formData.append(name, new File([data], info.filename ?? "", { type: info.mimeType }));
      });
    });
    for (const event of ["partsLimit", "filesLimit", "fieldsLimit"] as const) parser.on(event, () => finish({ formData, refusal: "tooLarge" }));
    parser.on("error", () => finish(undefined));
    parser.on("close", () => finish({ formData }));
    req.on("error", () => finish(undefined));
    req.pipe(parser);
  });
}
