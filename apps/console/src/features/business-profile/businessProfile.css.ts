import { media, vars } from '@starcrew/ui/theme';
import { style } from '@vanilla-extract/css';

export const frame = style({
  width: '100%',
  maxWidth: 640,
  marginInline: 'auto',
  // The public layout pads the sides already.
  paddingBlock: vars.space['300'],
});

// A bulleted list: the reset takes markers off every list, these points want them back.
export const points = style({
  listStyleType: 'disc',
  margin: 0,
  paddingInlineStart: vars.space['300'],
  display: 'grid',
  gap: vars.space['100'],
  color: vars.color.text.default,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['100'],
});

// On a phone the rating goes under the name, so the name and address keep the row's width.
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['050'],
  '@media': {
    [media.tablet]: {
      flexDirection: 'row',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      gap: vars.space['200'],
    },
  },
  padding: vars.space['150'],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius['100'],
  background: vars.color.background.surface,
});

export const itemMeta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
  flexShrink: 0,
  // Under the name on a phone: lined up with it, past the checkbox (16 px) and its gap.
  paddingInlineStart: `calc(16px + ${vars.space['100']})`,
  '@media': { [media.tablet]: { paddingInlineStart: 0 } },
});
