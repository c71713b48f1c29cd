import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../i18n';
import { Icon } from './Icon';

export interface ToolButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name; shown as text unless `iconOnly`. */
  label: string;
  icon?: string;
  /** The shortcut as people read it ("Ctrl+Z"); shown in the tooltip. */
  keys?: string;
  iconOnly?: boolean;
  variant?: 'default' | 'primary' | 'quiet' | 'danger';
  /** Working: the button is disabled, says so to assistive technology and spins its icon. */
  busy?: boolean;
}

/**
 * The designer's one button: an icon and a label (or the icon alone, the label then its accessible
 * name), a tooltip with the label and its shortcut, and the shared hover, focus, disabled and busy looks.
 */
export const ToolButton = forwardRef<HTMLButtonElement, ToolButtonProps>(function ToolButton(
  { label, icon, keys, iconOnly = false, variant = 'default', busy = false, className, disabled, ...rest },
  ref,
) {
  const { t } = useTranslation(EDITOR_NS);
  const tooltip = keys ? t('commands.withKeys', { label, keys }) : iconOnly ? label : undefined;
  const classes = ['d-btn', `d-btn--${variant}`, iconOnly && 'd-btn--icon', className].filter(Boolean).join(' ');
  return (
    <button
      ref={ref}
      type="button"
      className={classes}
      aria-label={iconOnly ? label : undefined}
      data-tooltip={tooltip}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      {...rest}
    >
      {(busy || icon) && <Icon name={busy ? 'loader-circle' : icon!} />}
      {!iconOnly && <span className="d-btn__label">{label}</span>}
    </button>
  );
});
