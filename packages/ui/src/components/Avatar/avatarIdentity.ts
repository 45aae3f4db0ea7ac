/** The colour families an avatar may take; each pairs a soft fill with its AA text. */
export const avatarColors = ['accent', 'info', 'success', 'warning', 'danger', 'neutral'] as const;
export type AvatarColor = (typeof avatarColors)[number];

/**
 * Up to two initials: the first letter of the first and of the last word, in the locale's
 * upper case ("Élodie de la Tour" → "ÉT"). Leading punctuation is skipped.
 */
export function initialsOf(name: string, locale?: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? (word.match(/[\p{L}\p{N}]/u)?.[0] ?? '') : '');
  const letters = words.length > 1 ? first(words[0]) + first(words[words.length - 1]) : first(words[0]);
  return letters.toLocaleUpperCase(locale);
}

/**
 * A colour that depends only on the name (FNV-1a over its normalised code points), so a
 * person keeps the same colour on every screen and every visit.
 */
export function colorOf(name: string): AvatarColor {
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLocaleLowerCase('und').normalize('NFC')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return avatarColors[hash % avatarColors.length] ?? 'neutral';
}
