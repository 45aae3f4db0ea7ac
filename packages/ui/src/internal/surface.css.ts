import { keyframes, style } from '@vanilla-extract/css';
import { inComponents } from '../styles/inComponents.ts';
import { vars } from '../tokens/contract.css.ts';

const appear = keyframes({ from: { opacity: 0, transform: 'var(--sc-overlay-offset, translateY(-4px))' } });

/**
 * The floating panel Popover and Menu share: surface colour, hairline border, raised shadow,
 * and a short entrance from the side it is placed on (react-aria's `data-placement`).
 */
export const floatingSurface = style(
  inComponents({
    backgroundColor: vars.color.background.surface,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius['100'],
    boxShadow: vars.elevation['200'],
    color: vars.color.text.default,
    outline: 'none',
    zIndex: vars.zIndex.popover,
    vars: { '--sc-overlay-offset': 'translateY(-4px)' },
    selectors: {
      '&[data-placement=top]': { vars: { '--sc-overlay-offset': 'translateY(4px)' } },
      '&[data-placement=left]': { vars: { '--sc-overlay-offset': 'translateX(4px)' } },
      '&[data-placement=right]': { vars: { '--sc-overlay-offset': 'translateX(-4px)' } },
      '&[data-entering]': { animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
      '&[data-exiting]': { animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.exit} reverse` },
    },
  }),
);

/** The arrow of an OverlayArrow, drawn pointing down and turned to face the trigger. */
export const arrow = style(
  inComponents({
    display: 'block',
    selectors: {
      '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
      '[data-placement=left] &': { transform: 'rotate(-90deg)' },
      '[data-placement=right] &': { transform: 'rotate(90deg)' },
    },
  }),
);
