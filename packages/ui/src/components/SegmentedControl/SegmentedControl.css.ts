import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

export const group = style(
  inComponents({
    display: 'inline-flex',
    gap: vars.space['025'],
    padding: vars.space['025'],
    borderRadius: vars.radius['100'],
    backgroundColor: vars.color.background.neutral,
    border: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const item = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '26px',
    paddingInline: vars.space['150'],
    border: 0,
    borderRadius: vars.radius['075'],
    backgroundColor: 'transparent',
    ...vars.typography.label,
    color: vars.color.text.muted,
    whiteSpace: 'nowrap',
    outline: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&[data-hovered]': { color: vars.color.text.default },
      '&[data-selected]': {
        backgroundColor: vars.color.background.surface,
        color: vars.color.text.default,
        boxShadow: vars.elevation['100'],
      },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    },
  }),
);
