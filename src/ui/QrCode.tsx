import { useMemo } from 'react';
import { encodeQr } from './qr-code';

const QUIET_ZONE = 4;

/** A QR code of `text` as an SVG image, `size` pixels wide (the spec's QR images are 100 wide). */
export function QrCode({ text, label, size = 100 }: { text: string; label: string; size?: number }) {
  const { path, extent } = useMemo(() => {
    const matrix = encodeQr(text);
    const parts: string[] = [];
    matrix.forEach((row, y) => row.forEach((dark, x) => dark && parts.push(`M${x + QUIET_ZONE},${y + QUIET_ZONE}h1v1h-1z`)));
    return { path: parts.join(''), extent: matrix.length + 2 * QUIET_ZONE };
  }, [text]);
  return (
    <svg className="qr-code" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${extent} ${extent}`} shapeRendering="crispEdges">
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
