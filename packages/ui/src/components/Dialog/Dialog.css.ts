import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });

/** The dimmed page behind a modal: the text colour at 40 %, so a re-brand keeps it neutral. */
export const overlay = style(
  inComponents({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space['300'],
    backgroundColor: `color-mix(in srgb, ${vars.color.text.default} 40%, transparent)`,
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.base} ${vars.motion.easing.standard}` },
      '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.exit} reverse` },
    },
    '@media': { [media.mobile]: { padding: 0 } },
  }),
);

export const modal = recipe({
  base: inComponents({
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: '100%',
    backgroundColor: vars.color.background.surface,
    borderRadius: vars.radius['150'],
    boxShadow: vars.elevation['300'],
    outline: 'none',
    overflow: 'hidden',
    selectors: {
      '&[data-entering]': { animation: `${rise} ${vars.motion.duration.base} ${vars.motion.easing.standard}` },
    },
    '@media': {
      // Spec section 9: at 500 px and narrower the dialog takes the whole screen.
      [media.mobile]: { maxWidth: 'none', height: '100%', borderRadius: 0 },
    },
  }),
  variants: {
    size: {
      sm: inComponents({ maxWidth: '400px' }),
      md: inComponents({ maxWidth: '560px' }),
      lg: inComponents({ maxWidth: '800px' }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;

export const dialog = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    flex: 1,
    outline: 'none',
  }),
);

export const header = style(
  inComponents({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['150'],
    padding: `${vars.space['250']} ${vars.space['250']} ${vars.space['150']}`,
  }),
);

export const title = style(
  inComponents({
    flex: 1,
    minWidth: 0,
    margin: 0,
    ...vars.typography.heading100,
    color: vars.color.text.default,
    overflowWrap: 'anywhere',
    // Lines up with the 28 px close button beside it.
    paddingBlockStart: vars.space['025'],
  }),
);

export const body = style(
  inComponents({
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: `0 ${vars.space['250']} ${vars.space['250']}`,
    ...vars.typography.body,
    color: vars.color.text.default,
    overflowWrap: 'anywhere',
    outline: 'none',
    selectors: {
      '&[data-scrollable]': { borderBlockEnd: `1px solid ${vars.color.border.subtle}` },
      '&[data-scrollable]:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.border.focus}` },
    },
  }),
);

export const footer = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space['100'],
    padding: `${vars.space['150']} ${vars.space['250']} ${vars.space['250']}`,
    selectors: { [`${body}:not([data-scrollable]) + &`]: { paddingBlockStart: 0 } },
    '@media': {
      // Full-width, thumb-sized actions on a phone, the main one last (nearest the thumb).
      [media.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
    },
  }),
);

export const closeButton = style(
  inComponents({
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.controlSize.sm,
    height: vars.controlSize.sm,
    marginInlineEnd: `calc(-1 * ${vars.space['075']})`,
    padding: 0,
    border: 0,
    borderRadius: vars.radius['075'],
    backgroundColor: 'transparent',
    color: vars.color.text.muted,
    fontSize: '16px',
    outline: 'none',
    cursor: 'default',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.background.ghostHover, color: vars.color.text.default },
      '&[data-pressed]': { backgroundColor: vars.color.background.ghostPressed },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
    },
  }),
);
