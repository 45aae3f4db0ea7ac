import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';

/** Digits line up in a column of amounts; opted in here only (see DECISIONS: no global tnum). */
export const input = style(inComponents({ fontVariantNumeric: 'tabular-nums' }));
