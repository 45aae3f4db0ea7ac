import { globalStyle } from '@vanilla-extract/css';
import { media, vars } from '@starcrew/ui/theme';

/*
 * The public review page's look. Its markup is written by the server
 * (@starcrew/contract/review-form), so its classes are fixed names (`rf-*`) rather than
 * vanilla-extract's hashed ones; every value comes from the design system's tokens, so the
 * page looks like the design system's TextField, Button and MessageBox. A seller's QR colours
 * override the theme's accent variables (modules/publicReviews/DECISIONS.md).
 */

const { background: bg, text, border } = vars.color;
const ring = (color: string) => `0 0 0 1px ${color}`;

globalStyle('.rf-page', {
  minHeight: '100dvh',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: vars.space['200'],
  background: bg.canvas,
  color: text.default,
  ...vars.typography.body,
  '@media': { [media.tablet]: { padding: vars.space['600'] } },
});

globalStyle('.rf-card', {
  width: '100%',
  maxWidth: '34rem',
  borderRadius: vars.radius['150'],
  background: bg.surface,
  border: `1px solid ${border.subtle}`,
  overflow: 'hidden',
});

globalStyle('.rf-brand', {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['150'],
  minHeight: '3.5rem',
  padding: `${vars.space['150']} ${vars.space['300']}`,
  background: bg.accent,
  color: text.onAccent,
});
globalStyle('.rf-logo', { width: '2.5rem', height: '2.5rem', objectFit: 'contain', borderRadius: vars.radius['075'] });
globalStyle('.rf-location', { margin: 0, ...vars.typography.bodyStrong });

globalStyle('.rf-content', {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  padding: vars.space['300'],
});
globalStyle('.rf-title', { margin: 0, ...vars.typography.heading300, outline: 'none' });
globalStyle('.rf-content p', { margin: 0 });
globalStyle('.rf-muted', { color: text.muted });

globalStyle('.rf-form', { display: 'flex', flexDirection: 'column', gap: vars.space['200'] });
globalStyle('.rf-field', {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['050'],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});
globalStyle('.rf-names', {
  display: 'grid',
  gap: vars.space['200'],
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
globalStyle('.rf-label', { ...vars.typography.label, padding: 0 });
globalStyle('.rf-required', { color: text.danger });
globalStyle('.rf-hint', { ...vars.typography.small, color: text.muted });
globalStyle('.rf-error', { ...vars.typography.small, color: text.danger });
globalStyle('.rf-error[hidden]', { display: 'none' });

globalStyle('.rf-input', {
  width: '100%',
  minWidth: 0,
  minHeight: vars.controlSize.lg,
  padding: `${vars.space['075']} ${vars.space['150']}`,
  ...vars.typography.body,
  color: text.default,
  backgroundColor: bg.input,
  border: `1px solid ${border.default}`,
  borderRadius: vars.radius['075'],
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
});
globalStyle('.rf-textarea', { resize: 'vertical', minHeight: '7.5rem' });
globalStyle('.rf-input:hover', { borderColor: border.strong });
globalStyle('.rf-input:focus', { borderColor: border.focus, boxShadow: ring(border.focus) });
globalStyle('.rf-input[aria-invalid="true"]', { borderColor: border.danger });
globalStyle('.rf-input[aria-invalid="true"]:focus', { boxShadow: ring(border.danger) });

// Five real radio buttons, each a 44 px target; the stars up to the checked one are filled.
globalStyle('.rf-stars', { display: 'flex', gap: vars.space['050'] });
globalStyle('.rf-star', {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius['075'],
  cursor: 'pointer',
  color: border.strong,
});
globalStyle('.rf-star-input', {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});
globalStyle('.rf-star-icon', { width: '2rem', height: '2rem', fill: 'none', stroke: 'currentColor', strokeWidth: 1.5 });
globalStyle('.rf-star:has(.rf-star-input:focus-visible)', {
  outline: `2px solid ${border.focus}`,
  outlineOffset: '2px',
});
globalStyle('.rf-stars:has(.rf-star-input:checked) .rf-star', { color: bg.accent });
globalStyle('.rf-stars:has(.rf-star-input:checked) .rf-star .rf-star-icon', { fill: 'currentColor' });
// Stars after the checked one go back to empty.
globalStyle('.rf-star:has(.rf-star-input:checked) ~ .rf-star', { color: border.strong });
globalStyle('.rf-star:has(.rf-star-input:checked) ~ .rf-star .rf-star-icon', { fill: 'none' });
globalStyle('.rf-rating[aria-invalid="true"] .rf-star', { color: text.danger });

globalStyle('.rf-sr', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
globalStyle('.rf-honeypot', {
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});

globalStyle('.rf-button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.controlSize.lg,
  padding: `${vars.space['075']} ${vars.space['300']}`,
  ...vars.typography.bodyStrong,
  color: text.onAccent,
  backgroundColor: bg.accent,
  border: '1px solid transparent',
  borderRadius: vars.radius['075'],
  boxShadow: vars.elevation['100'],
  textDecoration: 'none',
  cursor: 'pointer',
});
globalStyle('.rf-button:hover', { backgroundColor: bg.accentHover });
globalStyle('.rf-button:active', { backgroundColor: bg.accentPressed });
globalStyle('.rf-button:focus-visible', { outline: `2px solid ${border.focus}`, outlineOffset: '2px' });
globalStyle('.rf-button[aria-disabled="true"]', { cursor: 'progress', opacity: 0.8 });
globalStyle('.rf-button-link', { alignSelf: 'flex-start' });

globalStyle('.rf-notice', {
  padding: `${vars.space['150']} ${vars.space['200']}`,
  borderRadius: vars.radius['075'],
  background: bg.dangerSoft,
  color: text.default,
  borderLeft: `4px solid ${border.danger}`,
});
globalStyle('.rf-notice[hidden]', { display: 'none' });
