/**
 * A promise handed to an `<Await>`, which shows its failure: marked handled, since it may reject
 * before the `<Await>` renders (a lazy dialog's module still on its way, a list replaced before
 * its screen drew it), and an unread rejection would be reported as unhandled.
 */
export function shownByAwait<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
