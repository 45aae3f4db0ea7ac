/**
 * The keys of a token scale in ascending order. Needed because JavaScript lists keys that
 * look like integers (`'100'`) before the others (`'025'`), whatever the source order.
 */
export function scaleSteps<T extends object>(scale: T): Array<keyof T & string> {
  const rank = (key: string) => (/^\d+$/.test(key) ? Number(key) : Number.POSITIVE_INFINITY);
  return (Object.keys(scale) as Array<keyof T & string>).sort((a, b) => rank(a) - rank(b));
}
