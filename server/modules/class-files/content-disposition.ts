import { stripUnsafeNameCharacters } from '../../http/file-name';

/**
 * RFC 5987 / RFC 6266: an ASCII `filename` fallback and the exact name as UTF-8 in `filename*`, both
 * without control or bidirectional formatting characters (whatever the stored name holds).
 */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const name = stripUnsafeNameCharacters(fileName);
  const fallback = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_').trim() || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
