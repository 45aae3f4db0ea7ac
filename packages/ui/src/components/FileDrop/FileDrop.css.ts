import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

const { background: bg, text, border } = vars.color;

export const zone = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['075'],
    paddingBlock: vars.space['300'],
    paddingInline: vars.space['200'],
    borderWidth: '1px',
    borderStyle: 'dashed',
    borderColor: border.default,
    borderRadius: vars.radius['100'],
    backgroundColor: bg.surface,
    textAlign: 'center',
    ...vars.typography.body,
    color: text.default,
    overflowWrap: 'anywhere',
    outline: 'none',
    transitionProperty: 'border-color, background-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&[data-hovered]': { borderColor: border.strong },
      '&[data-drop-target]': { borderColor: border.accent, borderStyle: 'solid', backgroundColor: bg.accentSoft },
      '&[data-focus-visible]': { outline: `2px solid ${border.focus}`, outlineOffset: '2px' },
      '&[data-invalid]': { borderColor: border.danger },
      '&[data-disabled]': { backgroundColor: bg.disabled, color: text.disabled },
    },
  }),
);

export const icon = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '36px',
    height: '36px',
    borderRadius: vars.radius.full,
    backgroundColor: bg.sunken,
    color: text.muted,
  }),
);

export const prompt = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    alignItems: 'center',
    gap: vars.space['050'],
  }),
);

export const hint = style(inComponents({ ...vars.typography.small, color: text.muted }));

export const fileName = style(inComponents({ ...vars.typography.label, color: text.default }));
