/**
 * The data a fake Google holds, in Google's own wire shapes (see google.schemas.ts for the
 * references), plus the builders tests use to seed it. Kept apart from the HTTP routing so
 * each file reads on its own.
 */

export type StarRating = 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';
const STARS: StarRating[] = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'];

export interface FakeReview {
  name: string;
  reviewId: string;
  reviewer: { displayName: string; profilePhotoUrl?: string; isAnonymous: boolean };
  starRating: StarRating;
  comment?: string;
  createTime: string;
  updateTime: string;
  reviewReply?: { comment: string; updateTime: string };
}

export interface FakeLocation {
  name: string;
  title: string;
  storefrontAddress?: Record<string, unknown>;
  metadata: { placeId: string; mapsUri: string; newReviewUri: string };
  /** Reviews exist only for verified locations; others answer 400 FAILED_PRECONDITION. */
  verified: boolean;
  reviews: FakeReview[];
}

export interface FakeAccount {
  name: string;
  accountName: string;
  type: string;
  locations: FakeLocation[];
}

export interface FakeUser {
  email: string;
  /** Every Business Profile call answers 403 PERMISSION_DENIED. */
  denyAccess: boolean;
  accounts: FakeAccount[];
}

export interface SeedReview {
  rating: 1 | 2 | 3 | 4 | 5;
  comment?: string;
  reviewer?: string;
  anonymous?: boolean;
  createTime?: string;
  reply?: string;
}

export class FakeGoogleData {
  readonly users = new Map<string, FakeUser>();
  private counter = 1000;

  constructor(private readonly now: () => number) {}

  nextId(): string {
    this.counter += 1;
    return String(this.counter);
  }

  addUser(email: string, options: { denyAccess?: boolean } = {}): FakeUser {
    const user: FakeUser = { email, denyAccess: options.denyAccess ?? false, accounts: [] };
    this.users.set(email, user);
    return user;
  }

  addAccount(email: string, input: { accountName: string; type?: string }): string {
    const user = this.users.get(email) ?? this.addUser(email);
    const account = {
      name: `accounts/${this.nextId()}`,
      accountName: input.accountName,
      type: input.type ?? 'LOCATION_GROUP',
      locations: [],
    };
    user.accounts.push(account);
    return account.name;
  }

  addLocation(
    accountName: string,
    input: { title: string; address?: Record<string, unknown>; verified?: boolean },
  ): string {
    const account = this.account(accountName);
    const id = this.nextId();
    const placeId = `ChIJfake${id}`;
    account.locations.push({
      name: `locations/${id}`,
      title: input.title,
      ...(input.address ? { storefrontAddress: input.address } : {}),
      metadata: {
        placeId,
        mapsUri: `https://maps.google.com/maps?cid=${id}`,
        newReviewUri: `https://search.google.com/local/writereview?placeid=${placeId}`,
      },
      verified: input.verified ?? true,
      reviews: [],
    });
    return `locations/${id}`;
  }

  addReview(accountName: string, locationName: string, seed: SeedReview): string {
    const location = this.location(accountName, locationName);
    const reviewId = `AbFvOq${this.nextId()}`;
    const time = seed.createTime ?? new Date(this.now() - location.reviews.length * 3_600_000).toISOString();
    const review: FakeReview = {
      name: `${accountName}/${locationName}/reviews/${reviewId}`,
      reviewId,
      reviewer: seed.anonymous
        ? { displayName: 'A Google User', isAnonymous: true }
        : {
            displayName: seed.reviewer ?? 'Camille Martin',
            profilePhotoUrl: `https://lh3.googleusercontent.com/a/${reviewId}`,
            isAnonymous: false,
          },
      starRating: STARS[seed.rating - 1]!,
      ...(seed.comment ? { comment: seed.comment } : {}),
      createTime: time,
      updateTime: time,
      ...(seed.reply ? { reviewReply: { comment: seed.reply, updateTime: time } } : {}),
    };
    location.reviews.push(review);
    return review.name;
  }

  account(accountName: string): FakeAccount {
    for (const user of this.users.values()) {
      const found = user.accounts.find((a) => a.name === accountName);
      if (found) return found;
    }
    throw new Error(`fake: no account ${accountName}`);
  }

  location(accountName: string, locationName: string): FakeLocation {
    const found = this.account(accountName).locations.find((l) => l.name === locationName);
    if (!found) throw new Error(`fake: no location ${locationName}`);
    return found;
  }

  review(reviewName: string): FakeReview | undefined {
    const [, account, , location] = reviewName.split('/');
    try {
      return this.location(`accounts/${account}`, `locations/${location}`).reviews.find((r) => r.name === reviewName);
    } catch {
      return undefined;
    }
  }
}

/** Google's proto3 JSON leaves out empty lists and zero values; so does the fake. */
export function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== 0 && !(Array.isArray(v) && v.length === 0)),
  ) as Partial<T>;
}

/** Google's read mask: keeps only the named (possibly dotted) field paths. */
export function applyReadMask(value: Record<string, unknown>, mask: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const path of mask
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [head, ...rest] = path.split('.');
    const field = value[head!];
    if (field === undefined) continue;
    out[head!] =
      rest.length > 0 && typeof field === 'object' && field !== null
        ? { ...(out[head!] as object), ...applyReadMask(field as Record<string, unknown>, rest.join('.')) }
        : field;
  }
  return out;
}
