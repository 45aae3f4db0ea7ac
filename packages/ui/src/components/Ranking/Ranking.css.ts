import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

const { text, background: bg, border } = vars.color;

export const list = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['025'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const item = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: '28px 32px minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: vars.space['150'],
    minHeight: '48px',
    paddingInline: vars.space['100'],
    paddingBlock: vars.space['075'],
    borderRadius: vars.radius['100'],
    ...vars.typography.body,
    color: text.default,
    selectors: {
      '&[aria-current=true]': { backgroundColor: bg.accentSoft, boxShadow: `inset 0 0 0 1px ${border.accent}` },
    },
  }),
);

export const position = style(
  inComponents({
    display: 'inline-flex',
    justifyContent: 'center',
    ...vars.typography.label,
    fontVariantNumeric: 'tabular-nums',
    color: text.muted,
  }),
);

/**
 * Medal discs from the theme's tones (no palette steps in components): gold in the warning
 * tone, silver in neutral, bronze in the danger tone's soft tint; each numeral at least 4.5:1.
 */
export const medal = recipe({
  base: inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '24px',
    height: '24px',
    borderRadius: vars.radius.full,
    ...vars.typography.caption,
    fontWeight: vars.typography.heading100.fontWeight,
  }),
  variants: {
    place: {
      1: inComponents({
        backgroundColor: bg.warningSoft,
        color: text.warning,
        boxShadow: `inset 0 0 0 1.5px ${text.warning}`,
      }),
      2: inComponents({
        backgroundColor: bg.neutral,
        color: text.default,
        boxShadow: `inset 0 0 0 1.5px ${border.default}`,
      }),
      3: inComponents({
        backgroundColor: bg.dangerSoft,
        color: text.danger,
        boxShadow: `inset 0 0 0 1.5px ${border.danger}`,
      }),
    },
  },
});

export const avatar = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    borderRadius: vars.radius.full,
    overflow: 'hidden',
    backgroundColor: bg.neutral,
    color: text.muted,
    ...vars.typography.caption,
    fontWeight: vars.typography.label.fontWeight,
  }),
);

export const avatarImage = style(inComponents({ width: '100%', height: '100%', objectFit: 'cover' }));

export const name = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['075'],
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);

export const you = style(
  inComponents({
    flexShrink: 0,
    paddingInline: vars.space['075'],
    borderRadius: vars.radius.full,
    backgroundColor: bg.accent,
    color: text.onAccent,
    ...vars.typography.caption,
    fontWeight: vars.typography.label.fontWeight,
  }),
);

export const value = style(
  inComponents({
    ...vars.typography.bodyStrong,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'end',
    whiteSpace: 'nowrap',
  }),
);
