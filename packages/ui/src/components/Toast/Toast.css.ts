import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

const { background: bg, text, border } = vars.color;

/** Bottom-right on wider screens; full width along the bottom on phones (spec: 500 px). */
export const region = style(
  inComponents({
    position: 'fixed',
    insetBlockEnd: vars.space['200'],
    insetInlineEnd: vars.space['200'],
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['100'],
    width: '360px',
    maxWidth: `calc(100vw - 2 * ${vars.space['200']})`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: `2px solid ${border.focus}`,
        outlineOffset: '4px',
        borderRadius: vars.radius['100'],
      },
    },
    '@media': {
      [media.mobile]: {
        insetBlockEnd: vars.space['100'],
        insetInlineStart: vars.space['100'],
        insetInlineEnd: vars.space['100'],
        width: 'auto',
        maxWidth: 'none',
      },
    },
  }),
);

/** The list react-aria renders inside the region; its items are `display: contents`. */
export const list = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['100'], margin: 0, padding: 0 }),
);

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

const ink = createVar();

export const toast = recipe({
  base: inComponents({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: vars.space['100'],
    paddingBlock: vars.space['150'],
    paddingInlineStart: vars.space['150'],
    paddingInlineEnd: vars.space['100'],
    backgroundColor: bg.surface,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: border.subtle,
    borderRadius: vars.radius['100'],
    // The tone's stripe along the start edge, inside the border.
    boxShadow: `inset 3px 0 0 ${ink}, ${vars.elevation['300']}`,
    color: text.default,
    ...vars.typography.body,
    overflowWrap: 'break-word',
    outline: 'none',
    animation: `${enter} ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${border.focus}`, outlineOffset: '2px' },
    },
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  }),
  variants: {
    tone: {
      error: inComponents({ vars: { [ink]: text.danger } }),
      warning: inComponents({ vars: { [ink]: text.warning } }),
      success: inComponents({ vars: { [ink]: text.success } }),
      info: inComponents({ vars: { [ink]: text.info } }),
    },
  },
  defaultVariants: { tone: 'info' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = style(inComponents({ width: '16px', height: '16px', marginBlockStart: '2px', color: ink }));

export const content = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['025'], minWidth: 0 }),
);

export const title = style(inComponents({ ...vars.typography.bodyStrong }));

export const description = style(inComponents({ color: text.muted }));

export const close = style(inComponents({ marginBlock: '-4px' }));
