import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { processImage } from "../../app/lib/media-image.server";

/*
 * Run in a child process by tests/unit/media-image-limits.test.ts: processes `argv[2]` copies of one
 * large photo, all at once (`together`) or each after the last, and prints the process's peak memory above where it started, in MB (VmHWM is
 * reset through clear_refs first, so only the image work counts), and when each image's work ended.
 */

const count = Number(process.argv[2]);
const together = process.argv[3] === "together";
const photo = await sharp({
  create: { width: 4000, height: 3000, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 30 } },
})
  .jpeg({ quality: 60 })
  .toBuffer();
const kilobytes = (field: string) => Number(readFileSync("/proc/self/status", "utf8").match(new RegExp(`${field}:\\s+(\\d+)`))![1]);
// One image first, so both runs start from an allocator that has already served one.
await processImage(photo);
writeFileSync("/proc/self/clear_refs", "5");
const start = kilobytes("VmRSS");
const results = [];
const began = performance.now();
// When each image's work ended, in ms from the start: queued work ends one image apart, work done
// side by side ends all at once.
const finished: number[] = [];
const timed = async () => {
  const result = await processImage(photo);
  finished.push(Math.round(performance.now() - began));
  return result;
};
if (together) results.push(...(await Promise.all(Array.from({ length: count }, timed))));
else for (let index = 0; index < count; index += 1) results.push(await timed());
if (results.some((result) => "refused" in result)) throw new Error("refused");
console.log(JSON.stringify({ peakMb: Math.round((kilobytes("VmHWM") - start) / 1024), finished }));
