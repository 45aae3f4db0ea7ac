import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

export const list = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['050'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    ...vars.typography.small,
  }),
);

export const item = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['050'],
    minWidth: 0,
    color: vars.color.text.muted,
  }),
);

export const link = style(
  inComponents({
    color: vars.color.text.muted,
    textDecoration: 'none',
    borderRadius: vars.radius['050'],
    overflowWrap: 'anywhere',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { color: vars.color.text.default, textDecoration: 'underline' },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      '&[data-current]': {
        color: vars.color.text.default,
        fontWeight: vars.typography.label.fontWeight,
        textDecoration: 'none',
      },
    },
  }),
);

export const separator = style(
  inComponents({ display: 'inline-flex', fontSize: '12px', color: vars.color.border.default }),
);
