/** Spec sections 5 and 9: a single selected label shows at most 50 characters. */
export const LABEL_MAX_LENGTH = 50;

/**
 * Cuts a label to its first `max` characters and adds an ellipsis. Counts code points, so an
 * emoji or an accented letter written as two units is never split in half.
 */
export function truncateLabel(label: string, max: number = LABEL_MAX_LENGTH): string {
  const characters = Array.from(label);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : label;
}
