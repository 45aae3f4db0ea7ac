import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

export const group = style(
  inComponents({
    display: 'flex',
    alignItems: 'stretch',
    minWidth: 0,
    borderRadius: vars.radius['075'],
    border: `1px solid ${vars.color.border.default}`,
    backgroundColor: vars.color.background.sunken,
    selectors: {
      '&:has(input[data-focused])': {
        borderColor: vars.color.border.focus,
        boxShadow: `0 0 0 1px ${vars.color.border.focus}`,
      },
    },
  }),
);

export const input = style(
  inComponents({
    flex: 1,
    minWidth: 0,
    height: vars.controlSize.md,
    paddingInline: vars.space['150'],
    border: 0,
    backgroundColor: 'transparent',
    ...vars.typography.body,
    fontFamily: vars.fontFamily.mono,
    fontSize: vars.typography.small.fontSize,
    color: vars.color.text.default,
    textOverflow: 'ellipsis',
    outline: 'none',
  }),
);

export const button = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['075'],
    flexShrink: 0,
    paddingInline: vars.space['150'],
    border: 0,
    borderInlineStart: `1px solid ${vars.color.border.default}`,
    borderRadius: `0 ${vars.radius['075']} ${vars.radius['075']} 0`,
    backgroundColor: vars.color.background.neutral,
    ...vars.typography.label,
    color: vars.color.text.default,
    outline: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.background.neutralHover },
      '&[data-pressed]': { backgroundColor: vars.color.background.neutralPressed },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
      '&[data-copied]': { color: vars.color.text.success },
    },
  }),
);

export const icon = style(inComponents({ display: 'inline-flex', fontSize: '16px' }));

export const failed = style(inComponents({ ...vars.typography.small, color: vars.color.text.danger }));
