import type { ButtonHTMLAttributes } from 'react';
import type { LucideIcon } from 'lucide-react';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  readonly icon: LucideIcon;
  /** What the button does, for screen readers (the drawn icon is hidden from them). */
  readonly label: string;
}

/**
 * A button drawn as an SVG icon (lucide, tree-shaken per icon): the same glyph on every system, where emoji
 * fall back to empty boxes without an emoji font. The label is its accessible name and, by default, its tooltip.
 */
export function IconButton({ icon: Icon, label, className, title, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button type={type} className={className ?? 'icon-button'} aria-label={label} title={title ?? label} {...rest}>
      <Icon aria-hidden="true" focusable="false" size={18} strokeWidth={2} />
    </button>
  );
}
