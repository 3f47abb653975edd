// Small font files whose tables hold together, as core's `files::font`
// check reads them (issue 29): a TrueType file with the required tables
// and its outlines (each 4 bytes of zeros but `head`, 54 bytes with its
// magic number), and a WOFF2 file of a header, a table directory of the
// same tables and a stand-in for the compressed stream. Neither draws a
// glyph; the check reads structure, not outlines.

const REQUIRED = ["cmap", "head", "hhea", "hmtx", "maxp"];

/** A minimal TrueType (`truetype`) or, with `OTTO`, OpenType font. */
export function sfntFont(flavor: "\0\x01\0\0" | "true" | "OTTO" = "\0\x01\0\0"): Buffer {
  const tags = [...REQUIRED, ...(flavor === "OTTO" ? ["CFF "] : ["glyf", "loca"])].sort();
  const n = tags.length;
  const header = Buffer.alloc(12);
  header.write(flavor, 0, "latin1");
  header.writeUInt16BE(n, 4);
  header.writeUInt16BE(0x80, 6);
  header.writeUInt16BE(3, 8);
  header.writeUInt16BE(0x20, 10);
  const records = Buffer.alloc(16 * n);
  const tables: Buffer[] = [];
  let offset = 12 + 16 * n;
  tags.forEach((tag, i) => {
    const table = Buffer.alloc(tag === "head" ? 56 : 4);
    if (tag === "head") table.writeUInt32BE(0x5f0f3cf5, 12);
    records.write(tag, 16 * i, "latin1");
    records.writeUInt32BE(offset, 16 * i + 8);
    records.writeUInt32BE(tag === "head" ? 54 : 4, 16 * i + 12);
    tables.push(table);
    offset += table.length;
  });
  return Buffer.concat([header, records, ...tables]);
}

/** A WOFF2 file of the TrueType tables above (known-tag indexes, glyf and loca untransformed). */
export function woff2Font(stream = 40): Buffer {
  const indexes = [0, 1, 2, 3, 4, 10, 11]; // cmap head hhea hmtx maxp glyf loca
  const directory = Buffer.from(indexes.flatMap((i) => [i | (i === 10 || i === 11 ? 3 << 6 : 0), 0x81, 0x00]));
  const total = 48 + directory.length + stream;
  const header = Buffer.alloc(48);
  header.write("wOF2", 0, "latin1");
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt32BE(total, 8);
  header.writeUInt16BE(indexes.length, 12);
  header.writeUInt32BE(1000, 16);
  header.writeUInt32BE(stream, 20);
  return Buffer.concat([header, directory, Buffer.alloc(stream, 0x42)]);
}
