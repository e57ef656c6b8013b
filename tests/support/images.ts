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
