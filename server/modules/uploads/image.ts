import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../http/app-error';

// One libvips thread per image, and no operation cache: image work runs one or two at a time through
// ImageQueue and must leave the rest of the thread pool (password hashing, file reads) to other requests.
sharp.concurrency(1);
sharp.cache(false);

/** The image formats uploads accept, with their MIME type. */
export const IMAGE_FORMATS = { gif: 'image/gif', jpeg: 'image/jpeg', png: 'image/png' } as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/**
 * The shapes an image may have, checked on its header before any pixel is decoded. A 1 × 25,000,000
 * PNG is 48 KB and within the pixel limit, yet decoding it row by row costs seconds of CPU. Real
 * pictures and banners pass: a 3840 × 160 strip is 24:1.
 */
export const IMAGE_SHAPE = { maxSide: 10_000, maxAspectRatio: 25 } as const;

/** The image format a file's first bytes show, whatever its name or declared type says; null for anything else. */
export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  return null;
}

/** 415 with the spec's upload code 901100007: the content is not a gif, jpeg or png image. */
export const unsupportedImage = () => new AppError(415, 'upload.unsupported_type', 'Only gif, jpeg and png images can be uploaded.');

/** 422 upload.image_dimensions: a side longer than IMAGE_SHAPE.maxSide, or one side too many times the other. */
const badShape = (width: number, height: number) =>
  new AppError(422, 'upload.image_dimensions', `Images may be at most ${IMAGE_SHAPE.maxSide} pixels on a side, the long side at most ${IMAGE_SHAPE.maxAspectRatio} times the short one; this one is ${width} × ${height}.`);

/** What an image's header says: its size and how many frames it has. */
export interface ImageHeader {
  width: number;
  height: number;
  frames: number;
}

/** An image's header (sharp's metadata decodes no pixels), or null when the bytes are no image sharp can read. */
export async function readImageHeader(bytes: Buffer): Promise<ImageHeader | null> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  return width >= 1 && height >= 1 ? { width, height, frames: meta.pages ?? 1 } : null;
}

/**
 * Refuses an image with an extreme side or aspect ratio (422 upload.image_dimensions) or more than
 * `maxPixels` pixels over all its frames (422 upload.too_many_pixels).
 */
export function assertImageShape({ width, height, frames }: ImageHeader, maxPixels: number): void {
  const long = Math.max(width, height);
  if (long > IMAGE_SHAPE.maxSide || long > IMAGE_SHAPE.maxAspectRatio * Math.min(width, height)) throw badShape(width, height);
  if (width * height * frames > maxPixels) throw new AppError(422, 'upload.too_many_pixels', `The image may have at most ${maxPixels} pixels.`);
}

/** The header of an uploaded image, checked before anything is decoded: 415 when it does not parse, 422 for its shape. */
export async function checkImageHeader(bytes: Buffer, maxPixels: number): Promise<ImageHeader> {
  const header = await readImageHeader(bytes);
  if (!header) throw unsupportedImage();
  assertImageShape(header, maxPixels);
  return header;
}

/**
 * Re-encodes an image in its own format (dropping metadata and anything appended). The decoder is
 * bounded: at most `maxPixels` input pixels, read sequentially. Call it after checkImageHeader, through
 * the ImageQueue. 415 when the image does not decode.
 */
export async function reencodeImage(bytes: Buffer, format: ImageFormat, maxPixels: number): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: maxPixels, sequentialRead: true, animated: format === 'gif' }).rotate();
    if (format === 'png') return await image.png().toBuffer();
    if (format === 'jpeg') return await image.jpeg({ quality: 88 }).toBuffer();
    return await image.gif().toBuffer();
  } catch {
    throw unsupportedImage();
  }
}
