import { crc32 } from "node:zlib";
import sharp from "sharp";

/** Real images made with sharp for the media tests: a phone photo with GPS tags, and hostile files. */

/** A JPEG as a phone writes it: camera, date and the GPS position of where it was taken. */
export function photoWithGps(width = 1600, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: "#2f6fb0" } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15", Copyright: "Someone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 17/1 1234/100", GPSLongitudeRef: "E", GPSLongitude: "51/1 31/1 4321/100" },
    })
    .toBuffer();
}

export function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 4, background: "#ffaa00" } })
    .png()
    .toBuffer();
}

/** A tiny PNG whose header declares `width` × `height` (a decompression bomb's shape). */
export async function pngDeclaring(width: number, height: number) {
  const bytes = Buffer.from(await png(1, 1));
  // The IHDR chunk: length (4) "IHDR" (4) width (4) height (4) …, its CRC after 13 data bytes.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

export const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

/** A repeatable pseudo-random sequence in [0, 1) (mulberry32): the same photo for the same seed. */
function randomSequence(seed: number) {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A JPEG that weighs what a camera photo weighs (about 0.2 bytes a pixel once the library re-encodes
 * it; its 1280-pixel WebP copy about 150 KB): broad areas of colour, shapes, a grainy texture and
 * sensor noise, none of which compresses away. The same `seed` gives the same bytes.
 */
export async function realisticPhoto(width = 2000, height = 1500, seed = 1) {
  const random = randomSequence(seed);
  /** Random values around mid-grey on a coarse grid, enlarged smoothly to the photo's size. */
  const layer = async (columns: number, rows: number, channels: 1 | 3, amplitude: number) => {
    const raw = Buffer.alloc(columns * rows * channels);
    for (let index = 0; index < raw.length; index++) raw[index] = Math.round(128 + (random() - 0.5) * 2 * amplitude);
    return sharp(raw, { raw: { width: columns, height: rows, channels } })
      .resize(width, height, { kernel: "cubic" })
      .raw()
      .toBuffer();
  };
  const scene = await layer(8, 6, 3, 110);
  const shapes = await layer(Math.round(width / 40), Math.round(height / 40), 3, 50);
  const texture = await layer(Math.round(width / 4), Math.round(height / 4), 1, 45);
  const pixels = Buffer.alloc(width * height * 3);
  for (let pixel = 0; pixel < width * height; pixel++) {
    const light = texture[pixel] - 128 + (random() - 0.5) * 16;
    for (let channel = 0; channel < 3; channel++) {
      const index = pixel * 3 + channel;
      pixels[index] = Math.min(255, Math.max(0, scene[index] + shapes[index] - 128 + light));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
