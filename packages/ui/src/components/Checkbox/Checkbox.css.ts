import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

const { background: bg, text, border } = vars.color;

const boxSize = '16px';
const gap = vars.space['100'];

export const field = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['025'],
    minWidth: 0,
  }),
);

/** The pressable row: box and label. At least 24 px high, the WCAG 2.2 target size (2.5.8). */
export const button = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap,
    minHeight: '24px',
    paddingBlock: '2px',
    ...vars.typography.body,
    color: text.default,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-disabled]': { color: text.disabled, cursor: 'not-allowed' },
    },
  }),
);

export const box = style(
  inComponents({
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: boxSize,
    height: boxSize,
    // Centres the box on the first line of a 20 px line height.
    marginBlockStart: '2px',
    borderRadius: vars.radius['050'],
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: border.default,
    backgroundColor: bg.input,
    color: text.onAccent,
    transitionProperty: 'background-color, border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      [`${button}[data-hovered] &`]: { borderColor: border.strong },
      [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
        backgroundColor: bg.accent,
        borderColor: bg.accent,
      },
      [`${button}[data-selected][data-hovered] &, ${button}[data-indeterminate][data-hovered] &`]: {
        backgroundColor: bg.accentHover,
        borderColor: bg.accentHover,
      },
      [`${button}[data-pressed] &`]: { boxShadow: `0 0 0 3px ${bg.accentSoftHover}` },
      [`${button}[data-invalid] &`]: { borderColor: border.danger },
      [`${button}[data-invalid][data-selected] &, ${button}[data-invalid][data-indeterminate] &`]: {
        backgroundColor: bg.danger,
        borderColor: bg.danger,
      },
      [`${button}[data-focus-visible] &`]: { outline: `2px solid ${border.focus}`, outlineOffset: '2px' },
      [`${button}[data-disabled] &`]: { backgroundColor: bg.disabled, borderColor: border.disabled },
      [`${button}[data-disabled][data-selected] &, ${button}[data-disabled][data-indeterminate] &`]: {
        color: text.disabled,
      },
    },
  }),
);

export const mark = style(inComponents({ width: '12px', height: '12px' }));

export const label = style(inComponents({ minWidth: 0, overflowWrap: 'break-word' }));

/** Help text and error line up with the label, not with the box. */
export const below = style(
  inComponents({
    paddingInlineStart: `calc(${boxSize} + ${gap})`,
  }),
);
