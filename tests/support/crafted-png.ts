import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG (8-bit greyscale) whose header says `width` × `height`, with `idat` as its compressed pixel data. */
export function craftedPng(width: number, height: number, idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** A complete, valid black PNG: every row a filter byte and `width` zeros, deflated, so a tall or wide one is tiny on disk. */
export const blackPng = (width: number, height: number) => craftedPng(width, height, deflateSync(Buffer.alloc((width + 1) * height), { level: 9 }));

/** A decompression bomb's header: `width` × `height` claimed over a few bytes of data. */
export const bombPng = (width: number, height: number) => craftedPng(width, height, deflateSync(Buffer.alloc(1024)));
