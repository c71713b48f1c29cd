import { ICONS, isIconName } from './icons';

/** A decorative icon (hidden from assistive technology: the control around it carries the name). Unknown names draw a box. */
export function Icon({ name, size = 16 }: { name: string; size?: number }) {
  const Glyph = isIconName(name) ? ICONS[name] : ICONS.box;
  return <Glyph className="designer-icon" size={size} strokeWidth={1.75} aria-hidden="true" focusable="false" />;
}
