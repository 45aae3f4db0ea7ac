import { describe, expect, it } from 'vitest';
import { darkTheme } from './dark.ts';
import { lightTheme } from './light.ts';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

type Theme = typeof lightTheme | typeof darkTheme;

/** The pairs each theme must pass; the same for every theme, since components are shared. */
function pairs(theme: Theme) {
  const { background: bg, text, border } = theme.color;

  // Every text colour on every surface it is used on: 4.5:1 (WCAG 1.4.3, AA).
  const textPairs: Array<[string, string, string]> = [
    ...(['default', 'muted', 'placeholder', 'accent', 'danger', 'success', 'warning', 'info'] as const).flatMap((t) =>
      (['canvas', 'surface', 'input', 'neutralHover'] as const).map((b): [string, string, string] => [
        `text.${t} on ${b}`,
        text[t],
        bg[b],
      ]),
    ),
    ['text.default on sunken', text.default, bg.sunken],
    ['text.muted on sunken', text.muted, bg.sunken],
    ['text.default on ghostPressed', text.default, bg.ghostPressed],
    ['text.onAccent on accent', text.onAccent, bg.accent],
    ['text.onAccent on accentHover', text.onAccent, bg.accentHover],
    ['text.onAccent on accentPressed', text.onAccent, bg.accentPressed],
    ['text.onDanger on danger', text.onDanger, bg.danger],
    ['text.onDanger on dangerHover', text.onDanger, bg.dangerHover],
    ['text.accent on accentSoft', text.accent, bg.accentSoft],
    ['text.accent on accentSoftHover', text.accent, bg.accentSoftHover],
    ['text.danger on dangerSoft', text.danger, bg.dangerSoft],
    ['text.success on successSoft', text.success, bg.successSoft],
    ['text.warning on warningSoft', text.warning, bg.warningSoft],
    ['text.info on infoSoft', text.info, bg.infoSoft],
  ];

  // Boundaries that identify a control and the focus ring: 3:1 (WCAG 1.4.11, AA).
  const nonTextPairs: Array<[string, string, string]> = [
    ['border.default (input) on surface', border.default, bg.surface],
    ['border.default (input) on canvas', border.default, bg.canvas],
    ['border.focus on surface', border.focus, bg.surface],
    ['border.focus on canvas', border.focus, bg.canvas],
    ['border.danger on surface', border.danger, bg.surface],
    ['accent fill on surface', bg.accent, bg.surface],
    ['danger fill on surface', bg.danger, bg.surface],
  ];

  return { textPairs, nonTextPairs };
}

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
] as const)('%s theme contrast', (_theme, theme) => {
  const { textPairs, nonTextPairs } = pairs(theme);

  it.each(textPairs)('%s reaches 4.5:1', (_name, fg, back) => {
    expect(contrast(fg, back)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('%s reaches 3:1', (_name, fg, back) => {
    expect(contrast(fg, back)).toBeGreaterThanOrEqual(3);
  });
});
