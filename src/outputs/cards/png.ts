/**
 * PNGs of 8-bit pixels, written with Node's own zlib: the container is a few chunks (header,
 * palette when there is one, data, end) around one deflate stream of the rows, each row behind
 * its filter byte. Two kinds: RGBA, and palette indices (card-palette.ts), which is what a card
 * usually is.
 *
 * Why not an image library: a card is drawn 11,000 times in a build of 10,000 articles. sharp took
 * 6–7 ms of CPU to encode one card's 3 MB of pixels (libvips' pipeline around libspng and zlib),
 * Node's zlib at the same level takes about 4 for the same bytes; pure-JavaScript encoders took
 * 12 ms and more. No filter (type 0): a card is flat colour and text, which deflate finds as it is,
 * and choosing a filter per row costs more than it saves (libspng's adaptive filtering took 28 ms).
 */
import { constants, crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
/** Colour types of the header. */
const RGBA = 6;
const INDEXED = 3;
const NO_FILTER = 0;

/**
 * Rows with their filter byte, reused from image to image: allocating 3 MB for each would cost the
 * kernel a fresh page for every 4 KB of it. Encoding is synchronous, so nothing else uses it meanwhile.
 */
let rows = new Uint8Array(0);

/** `pixels`: `width × height` pixels, 4 bytes each (red, green, blue, alpha), row after row. */
export function encodePng(pixels: Uint8Array, width: number, height: number, level = 3): Buffer {
  checkSize(width, height);
  if (pixels.length !== width * height * 4) throw new Error(`PNG: ${pixels.length} bytes are not ${width}×${height} RGBA pixels (${width * height * 4} bytes).`);
  return png(width, height, RGBA, undefined, deflateSync(filtered(pixels, width * 4, height), { level }));
}

/**
 * `indices`: `width × height` bytes, each an entry of `palette` (red, green, blue; at most 256
 * entries), row after row; not checked against the palette's length here (a pass over every
 * byte), card-palette.ts makes none beyond it. Deflated with zlib's run-length strategy: a row of
 * indices is runs of one entry (the paper) between glyphs, which it finds in about three quarters
 * of the time the default strategy takes (1.3 against 1.7 ms a card), for files about 13 % larger.
 */
export function encodeIndexedPng(indices: Uint8Array, palette: Uint8Array, width: number, height: number): Buffer {
  checkSize(width, height);
  if (indices.length !== width * height) throw new Error(`PNG: ${indices.length} bytes are not ${width}×${height} palette indices.`);
  return encodeIndexedRows(filtered(indices, width, height), palette, width, height);
}

/**
 * The same from rows already behind their filter byte (0, none): `width + 1` bytes a row, as a
 * card composed from its words is written (compose-card.ts), which saves copying its rows here.
 */
export function encodeIndexedRows(rows: Uint8Array, palette: Uint8Array, width: number, height: number): Buffer {
  checkSize(width, height);
  if (rows.length !== (width + 1) * height) throw new Error(`PNG: ${rows.length} bytes are not ${height} rows of ${width} palette indices, each behind its filter byte.`);
  const entries = palette.length / 3;
  if (!Number.isInteger(entries) || entries < 1 || entries > 256) throw new Error(`PNG: a palette of ${palette.length} bytes is not 1 to 256 RGB entries.`);
  return png(width, height, INDEXED, palette, deflateSync(rows, { level: 3, strategy: constants.Z_RLE }));
}

function checkSize(width: number, height: number): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new Error(`PNG: ${width}×${height} is not an image size.`);
}

/** The rows of `data` (`stride` bytes each), each behind its filter byte, in the shared buffer. */
function filtered(data: Uint8Array, stride: number, height: number): Uint8Array {
  const size = (stride + 1) * height;
  if (rows.length < size) rows = new Uint8Array(size);
  const out = rows.subarray(0, size);
  for (let y = 0; y < height; y++) {
    out[y * (stride + 1)] = NO_FILTER;
    out.set(data.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return out;
}

/** Bit depth 8, the colour type, compression 0 (deflate), filter method 0, no interlace. */
function png(width: number, height: number, colourType: number, palette: Uint8Array | undefined, deflated: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colourType, 0, 0, 0], 8);
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), ...(palette ? [chunk('PLTE', palette)] : []), chunk('IDAT', deflated), chunk('IEND', new Uint8Array(0))]);
}

/** Length, type, data, and the CRC of type and data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
