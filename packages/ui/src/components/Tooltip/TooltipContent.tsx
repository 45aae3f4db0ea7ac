import { composeRenderProps } from 'react-aria-components';
import { FloatingTooltip, OverlayArrow } from '../../internal/floating.tsx';
import { arrow } from '../../internal/surface.css.ts';
import type { TooltipProps } from './Tooltip.tsx';
import * as styles from './Tooltip.css.ts';

/**
 * Tooltip's overlay, loaded on its first show (`Tooltip.tsx`): `FloatingTooltip` (react-aria's
 * `Tooltip` on its hooks), rendered
 * inside the `TooltipTrigger`'s contexts.
 */
export default function TooltipContent({ hasArrow = true, offset = 8, className, children, ...props }: TooltipProps) {
  return (
    <FloatingTooltip
      {...props}
      offset={offset}
      className={composeRenderProps(className, (own) => [styles.tooltip, own].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {hasArrow && (
            <OverlayArrow>
              <svg width={10} height={5} viewBox="0 0 10 5" className={arrow} aria-hidden="true">
                <path d="M0 0 L5 5 L10 0" className={styles.arrowPath} />
              </svg>
            </OverlayArrow>
          )}
          {content}
        </>
      ))}
    </FloatingTooltip>
  );
}
