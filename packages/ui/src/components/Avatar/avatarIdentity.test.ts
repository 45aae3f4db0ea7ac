import { describe, expect, it } from 'vitest';
import { lightTheme } from '../../themes/light.ts';
import { avatarColors, colorOf, initialsOf } from './avatarIdentity.ts';

describe('initialsOf', () => {
  it('should take the first letters of the first and last words', () => {
    expect(initialsOf('Claire Martin')).toBe('CM');
    expect(initialsOf('Jean-Pierre de la Fontaine')).toBe('JF');
    expect(initialsOf('  élodie   tour ', 'fr')).toBe('ÉT');
  });

  it('should take one letter for a single word and none for an empty name', () => {
    expect(initialsOf('Madonna')).toBe('M');
    expect(initialsOf('   ')).toBe('');
  });

  it('should skip leading punctuation', () => {
    expect(initialsOf('(Claire) "Martin"')).toBe('CM');
  });
});

describe('colorOf', () => {
  it('should give a name the same colour every time, whatever its spacing or case', () => {
    expect(colorOf('Claire Martin')).toBe(colorOf('  claire martin '));
  });

  it('should spread names over the palette', () => {
    const names = [
      'Claire Martin',
      'Lucas Bernard',
      'Emma Petit',
      'Hugo Durand',
      'Léa Moreau',
      'Nathan Simon',
      'Chloé Laurent',
      'Louis Michel',
    ];
    expect(new Set(names.map(colorOf)).size).toBeGreaterThanOrEqual(4);
  });
});

/** WCAG relative luminance and contrast of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('avatar colours', () => {
  const { background: bg, text } = lightTheme.color;
  const pairs: Record<(typeof avatarColors)[number], [string, string]> = {
    accent: [text.accent, bg.accentSoft],
    info: [text.info, bg.infoSoft],
    success: [text.success, bg.successSoft],
    warning: [text.warning, bg.warningSoft],
    danger: [text.danger, bg.dangerSoft],
    neutral: [text.muted, bg.sunken],
  };

  it.each(avatarColors)('should keep the %s initials at 4.5:1 on their fill', (color) => {
    const [ink, fill] = pairs[color];
    expect(contrast(ink, fill)).toBeGreaterThanOrEqual(4.5);
  });
});
