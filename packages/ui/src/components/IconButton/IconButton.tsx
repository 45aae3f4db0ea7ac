import type { ReactNode } from 'react';
import { composeRenderProps } from 'react-aria-components';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import { Tooltip, TooltipTrigger } from '../Tooltip/Tooltip.tsx';
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
  /**
   * Whether hovering or keyboard focus shows the `aria-label` in a Tooltip, so sighted people
   * learn what the icon does too. Turn it off where the label is already visible nearby.
   * @default true
   */
  hasTooltip?: boolean;
}

/**
 * A square Button that shows only an icon, named by its required `aria-label`, which a Tooltip
 * also shows on hover and keyboard focus (screen readers hear it as name and description alike;
 * an icon's meaning is worth the repeat for everyone else).
 */
export function IconButton({
  icon,
  variant = 'ghost',
  size = 'md',
  hasTooltip = true,
  className,
  ...props
}: IconButtonProps) {
  const button = (
    <Button
      {...props}
      variant={variant}
      size={size}
      icon={icon}
      className={composeRenderProps(className, (own) => [styles.iconButton({ size }), own].filter(Boolean).join(' '))}
    />
  );
  if (!hasTooltip) return button;
  return (
    <TooltipTrigger>
      {button}
      <Tooltip>{props['aria-label']}</Tooltip>
    </TooltipTrigger>
  );
}
