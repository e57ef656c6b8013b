import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { processImage } from "../../app/lib/media-image.server";

/*
 * Run in a child process by tests/unit/media-image-limits.test.ts: processes `argv[2]` copies of one
 * large photo at once and prints the process's peak memory above where it started, in MB (VmHWM is
 * reset through clear_refs first, so only the image work counts).
 */

const count = Number(process.argv[2]);
const photo = await sharp({
  create: { width: 5000, height: 4000, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 30 } },
})
  .jpeg({ quality: 60 })
  .toBuffer();
const kilobytes = (field: string) => Number(readFileSync("/proc/self/status", "utf8").match(new RegExp(`${field}:\\s+(\\d+)`))![1]);
writeFileSync("/proc/self/clear_refs", "5");
const start = kilobytes("VmRSS");
const results = await Promise.all(Array.from({ length: count }, () => processImage(photo)));
if (results.some((result) => "refused" in result)) throw new Error("refused");
console.log(JSON.stringify({ peakMb: Math.round((kilobytes("VmHWM") - start) / 1024) }));
