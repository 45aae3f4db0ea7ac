import { vars } from '@starcrew/ui/theme';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['100'],
});

/** A manager's locations wrap inside their cell rather than widening the table past the screen. */
export const locations = style({ minWidth: '10rem', maxWidth: '16rem', whiteSpace: 'normal' });

/** Long names and addresses break inside their cell (the table scrolls sideways on a phone). */
export const wrap = style({ overflowWrap: 'anywhere' });
