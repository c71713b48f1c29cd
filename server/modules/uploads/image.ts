import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../http/app-error';

/** The image formats uploads accept, with their MIME type. */
export const IMAGE_FORMATS = { gif: 'image/gif', jpeg: 'image/jpeg', png: 'image/png' } as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

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

/**
 * Re-encodes an image in its own format (dropping metadata and anything appended), refusing one whose
 * pixel count exceeds `maxPixels` (422) or that does not decode (415).
 */
export async function reencodeImage(bytes: Buffer, format: ImageFormat, maxPixels: number): Promise<Buffer> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw unsupportedImage();
  }
  const frames = meta.pages ?? 1;
  if (!meta.width || !meta.height || meta.width * (meta.pageHeight ?? meta.height) * frames > maxPixels) {
    throw new AppError(422, 'upload.too_many_pixels', `The image may have at most ${maxPixels} pixels.`);
  }
  try {
    const image = sharp(bytes, { limitInputPixels: maxPixels, animated: format === 'gif' }).rotate();
    if (format === 'png') return await image.png().toBuffer();
    if (format === 'jpeg') return await image.jpeg({ quality: 88 }).toBuffer();
    return await image.gif().toBuffer();
  } catch {
    throw unsupportedImage();
  }
}
