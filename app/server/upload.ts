import busboy from "busboy";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { UploadRefusal } from "~/lib/context";
import { maxUploadBytes } from "~/lib/media-image.server";

/** Every request body but an upload's is at most this (app/server/middleware/body-limit.ts); an upload's text fields together too. */
export const bodyLimitBytes = 64 * 1024;

/** Uploads read at once, across all administrators; one more is a 503 with Retry-After. */
export const maxConcurrentUploads = 2;

/*
 * The upload routes (their `handle` says so), the only ones that may take a body over the 64 KiB limit
 * (docs/decisions/0027-media-library.md). Their multipart body is read as a stream by busboy: the
 * text fields (first in every form) are kept, the file is kept up to 5 MiB, and past that reading
 * stops: the rest is never buffered, the connection closes after the answer, and the route
 * answers 413 itself — with the fields typed so far, so a form shows again with its alt texts.
 */

export interface ParsedUpload {
  formData: FormData;
  refusal?: UploadRefusal;
}

const textLimits = { fields: 100, fieldSize: bodyLimitBytes, fieldNameSize: 100 };

/** Reads the multipart body; `undefined` when it is not a readable multipart body (a 400). */
export function parseUpload(req: ExpressRequest, res: ExpressResponse): Promise<ParsedUpload | undefined> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      // Browsers send a file's name as UTF-8 bytes (busboy would read them as Latin-1 by default).
      parser = busboy({ headers: req.headers, defParamCharset: "utf8", limits: { ...textLimits, files: 1, parts: 101, fileSize: maxUploadBytes } });
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
      if (info.valueTruncated || info.nameTruncated || textBytes > bodyLimitBytes) finish({ formData, refusal: "tooLarge" });
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
