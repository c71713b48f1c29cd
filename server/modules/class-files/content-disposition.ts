/** RFC 5987 / RFC 6266: an ASCII `filename` fallback and the exact name as UTF-8 in `filename*`. */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_').trim() || 'file';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
