import type { ReactNode } from 'react';
import { composeRenderProps } from 'react-aria-components';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import * as styles from './IconButton.css.ts';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'aria-label'> {
  /**
   * The icon, drawn at the button's size; it is decorative, the name comes from `aria-label`.
   */
  icon: ReactNode;
  /**
   * What the button does, read by screen readers ("Close", "Delete seller"); required because
   * nothing else names an icon.
   */
  'aria-label': string;
  /**
   * The visual weight, from Button's recipe; icon buttons mostly sit in toolbars and cards.
   * @default 'ghost'
   */
  variant?: ButtonProps['variant'];
  /**
   * A square of the control heights: 28, 36 or 44 px.
   * @default 'md'
   */
  size?: ButtonProps['size'];
}

/** A square Button that shows only an icon, named by its required `aria-label`. */
export function IconButton({ icon, variant = 'ghost', size = 'md', className, ...props }: IconButtonProps) {
  return (
    <Button
      {...props}
      variant={variant}
      size={size}
      icon={icon}
      className={composeRenderProps(className, (own) => [styles.iconButton({ size }), own].filter(Boolean).join(' '))}
    />
  );
}
