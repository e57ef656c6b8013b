import { readFileSync, writeFileSync } from "node:fs";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { crc32, createDeflate } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { png } from "../support/images";
import { postMedia, signIn } from "../support/http";
import { startServer, type TestServer } from "../support/server";

/*
 * The three files of the 2026-11-25 attack run: small PNGs under 40 megapixels whose extreme shape
 * made libvips take gigabytes or seconds (docs/decisions/0034-attack-run-2026-11-25.md). libvips
 * cannot create an image 39,000,000 pixels wide, so they are written as the report wrote them:
 * an IHDR and one deflate stream of zero rows.
 */

function chunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of `width` × `height` black pixels; `bitDepth` 16 with colour type 6 (RGBA) or 8 with 0 (grey). */
async function zeroPng(width: number, height: number, bitDepth: 8 | 16, colourType: 0 | 6) {
  const rowBytes = 1 + width * (colourType === 6 ? 4 : 1) * (bitDepth / 8);
  const zeros = Buffer.alloc(1024 * 1024);
  let left = rowBytes * height;
  const rows = Readable.from(
    (function* () {
      while (left > 0) {
        const size = Math.min(left, zeros.length);
        left -= size;
        yield zeros.subarray(0, size);
      }
    })(),
  );
  const idat = await buffer(rows.pipe(createDeflate({ level: 9 })));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, colourType, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), chunk("IHDR", header), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]);
}

const kilobytes = (pid: number, field: string) => Number(readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`${field}:\\s+(\\d+)`))![1]);

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "1" });
  cookie = await signIn(server, "10.9.5.1");
});
afterAll(async () => {
  await server.stop();
});

describe("an image of extreme shape", () => {
  it("is refused with a localized 400 in moments, the server's memory barely moving", { timeout: 60_000 }, async () => {
    const files = {
      "wide16.png": await zeroPng(9_900_000, 4, 16, 6),
      "wide.png": await zeroPng(39_000_000, 1, 8, 0),
      "tall.png": await zeroPng(1, 39_000_000, 8, 0),
    };
    expect(files["wide16.png"].length).toBeLessThan(400_000);
    const pid = server.process.pid!;
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    const before = kilobytes(pid, "VmRSS");
    for (const [name, file] of Object.entries(files)) {
      for (const [language, message] of [
        ["en", "Each side of the image must be at most 12,000 pixels, and the long side at most 20 times the short one."],
        ["ar", "يجب ألّا يزيد طول الصورة أو عرضها على 12000 بكسل، وألّا يتجاوز بُعدها الأطول عشرين ضعف الأقصر."],
      ] as const) {
        const started = Date.now();
        const response = await postMedia(server, cookie, file, { name, type: "image/png", language });
        expect(response.status, name).toBe(400);
        expect((await response.json()).errors.file, name).toEqual([message]);
        expect(Date.now() - started, name).toBeLessThan(2000);
      }
    }
    // Peak resident memory over the six uploads (the report measured 6.4 GB for the first file).
    expect(kilobytes(pid, "VmHWM") - before).toBeLessThan(100 * 1024);
  });

  it("is refused past 12,000 pixels a side or 20:1, while a 15:1 panorama is kept with its copies", async () => {
    for (const [width, height] of [
      [12_001, 1000],
      [1000, 12_001],
      [4200, 200],
    ]) {
      const response = await postMedia(server, cookie, await png(width, height), { name: "shape.png", type: "image/png" });
      expect(response.status, `${width}×${height}`).toBe(400);
    }
    const panorama = await postMedia(server, cookie, await png(3000, 200), { name: "panorama.png", type: "image/png" });
    expect(panorama.status).toBe(201);
    const stored = (await panorama.json()) as { width: number; height: number; variants: { width: number }[] };
    expect([stored.width, stored.height]).toEqual([3000, 200]);
    expect(stored.variants.map((variant) => variant.width)).toEqual([320, 640, 960, 1280]);
  });
});
