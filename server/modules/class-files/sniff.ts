import { fileTypeFromBuffer } from 'file-type';
import { FILE_KIND, type FileKind } from '../../../schemas/class-management';
import { AppError } from '../../http/app-error';

/** The content types class files may have, by what their bytes are (never by name or declared type). */
export const CLASS_FILE_TYPES: Readonly<Record<string, FileKind>> = {
  'application/pdf': FILE_KIND.document,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': FILE_KIND.document,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': FILE_KIND.document,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': FILE_KIND.document,
  'application/vnd.oasis.opendocument.text': FILE_KIND.document,
  'application/vnd.oasis.opendocument.spreadsheet': FILE_KIND.document,
  'application/vnd.oasis.opendocument.presentation': FILE_KIND.document,
  'application/x-cfb': FILE_KIND.document, // .doc, .xls, .ppt
  'image/png': FILE_KIND.image,
  'image/jpeg': FILE_KIND.image,
  'image/gif': FILE_KIND.image,
  'image/webp': FILE_KIND.image,
  'video/mp4': FILE_KIND.video,
  'video/webm': FILE_KIND.video,
  'video/quicktime': FILE_KIND.video,
  'video/x-m4v': FILE_KIND.video,
};

/** 415 upload.unsupported_type: the content is none of the allowed document, image or video types. */
export const unsupportedClassFile = () =>
  new AppError(415, 'upload.unsupported_type', 'Only PDF and office documents, png/jpeg/gif/webp images and mp4/webm/mov videos can be uploaded.');

/** The content type and kind the bytes show; 415 for anything off the allow-list. */
export async function sniffClassFile(bytes: Uint8Array): Promise<{ contentType: string; kind: FileKind }> {
  const found = await fileTypeFromBuffer(bytes);
  const kind = found ? CLASS_FILE_TYPES[found.mime] : undefined;
  if (!found || !kind) throw unsupportedClassFile();
  return { contentType: found.mime, kind };
}
