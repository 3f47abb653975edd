// Real PNG images made in Node, for cover uploads: a solid colour of any
// size, deflated with zlib and framed with CRC-checked chunks, so browsers
// and image tools read them as they would a seller's file.
import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `width` × `height` RGB PNG of one colour. */
export function solidPng(width: number, height: number, rgb: [number, number, number] = [30, 111, 217]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A `width` × `height` lossless WebP (VP8L) of one colour: no transform,
 * no colour cache, and five prefix codes of one symbol each (green, red,
 * blue, alpha 255, distance 0), so every pixel takes zero bits. A real
 * image browsers decode, for the `s400` cover variant (WebP or JPEG only).
 */
export function solidWebp(width: number, height: number, rgb: [number, number, number] = [30, 111, 217]): Buffer {
  const bytes: number[] = [0x2f];
  let acc = 0;
  let used = 0;
  const put = (value: number, bits: number) => {
    for (let i = 0; i < bits; i++) {
      acc |= ((value >>> i) & 1) << used;
      if (++used === 8) {
        bytes.push(acc);
        acc = 0;
        used = 0;
      }
    }
  };
  put(width - 1, 14);
  put(height - 1, 14);
  put(0, 1); // no alpha used
  put(0, 3); // version 0
  put(0, 1); // no transform
  put(0, 1); // no colour cache
  put(0, 1); // one prefix code group
  const [r, g, b] = rgb;
  for (const symbol of [g, r, b, 255, 0]) {
    put(1, 1); // a simple code
    put(0, 1); // of one symbol
    put(1, 1); // written in 8 bits
    put(symbol, 8);
  }
  if (used > 0) bytes.push(acc);
  const data = Buffer.from(bytes);
  const padded = data.length % 2 ? Buffer.concat([data, Buffer.alloc(1)]) : data;
  const vp8l = Buffer.concat([Buffer.from("VP8L", "ascii"), Buffer.alloc(4), padded]);
  vp8l.writeUInt32LE(data.length, 4);
  const riff = Buffer.concat([Buffer.from("RIFF", "ascii"), Buffer.alloc(4), Buffer.from("WEBP", "ascii"), vp8l]);
  riff.writeUInt32LE(riff.length - 8, 4);
  return riff;
}
