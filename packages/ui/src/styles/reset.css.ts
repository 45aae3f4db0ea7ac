import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css.ts';
import { resetLayer } from './layers.css.ts';

const reset = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@layer': { [resetLayer]: rule } });

reset('*, *::before, *::after', { boxSizing: 'border-box', margin: 0 });

reset('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  colorScheme: 'light',
});

reset('body', {
  ...vars.typography.body,
  minHeight: '100dvh',
  color: vars.color.text.default,
  backgroundColor: vars.color.background.canvas,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

reset('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });
reset('input, button, textarea, select', { font: 'inherit', color: 'inherit', letterSpacing: 'inherit' });
reset('button', { background: 'none', border: 0, padding: 0, cursor: 'pointer' });
reset('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
reset('h1, h2, h3, h4, h5, h6', { fontSize: 'inherit', fontWeight: 'inherit' });
reset('ul, ol', { padding: 0, listStyle: 'none' });
reset('a', { color: vars.color.text.accent });
reset(':focus-visible', { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' });
