import { ProviderError } from './businessProfile.errors.ts';

// Resource names are built from ids the provider gave us; each segment is still encoded so a
// stored value can never turn a call into a different path.
const segment = (value: string) => encodeURIComponent(value);

function lastSegment(name: string, collection: string): string {
  const parts = name.split('/');
  const index = parts.lastIndexOf(collection);
  const id = index >= 0 ? parts[index + 1] : parts.length === 1 ? parts[0] : undefined;
  if (!id) throw new ProviderError(`Not a ${collection} name: ${name}`);
  return id;
}

export function accountPath(accountId: string): string {
  return `accounts/${segment(lastSegment(accountId, 'accounts'))}`;
}

export function locationPath(accountId: string, locationId: string): string {
  return `${accountPath(accountId)}/locations/${segment(lastSegment(locationId, 'locations'))}`;
}

export function reviewPath(reviewName: string): string {
  const match = /^accounts\/([^/]+)\/locations\/([^/]+)\/reviews\/([^/]+)$/.exec(reviewName);
  if (!match) throw new ProviderError(`Not a review name: ${reviewName}`);
  return `accounts/${segment(match[1]!)}/locations/${segment(match[2]!)}/reviews/${segment(match[3]!)}`;
}
