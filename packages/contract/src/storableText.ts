/**
 * True unless the text holds a NUL or half of a surrogate pair. PostgreSQL refuses `\u0000` in
 * text and cannot encode a lone surrogate in UTF-8: such a string fails the query (a 500) instead
 * of the field. No person types either, so they are refused as a wrong value.
 */
export function isStorableText(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}
