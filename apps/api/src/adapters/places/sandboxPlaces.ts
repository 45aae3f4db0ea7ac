import { hashParts, pick, rngFor } from '../google/sandbox/prng.ts';
import { PlaceNotFoundError } from './places.errors.ts';
import type {
  PlaceDetails,
  PlaceReview,
  PlaceSummary,
  PlacesProvider,
  SearchOrigin,
  SearchPlacesInput,
} from './places.types.ts';
import {
  ENGLISH_AUTHORS,
  fold,
  FRENCH_AUTHORS,
  NAME_PARTS,
  PHRASES,
  STREETS,
  tradeOf,
  TRADES,
} from './sandbox/neighbourCatalog.ts';
import type { Trade } from './sandbox/neighbourCatalog.ts';

export interface SandboxPlacesOptions {
  /** The same seed gives the same neighbours everywhere. */
  seed?: number | string;
  now?: () => Date;
}

const DAY_MS = 86_400_000;
/** Reviews arrive from this day on; before it each place has a fixed base of old reviews. */
const HISTORY_START_DAY = Math.floor(Date.UTC(2026, 0, 1) / DAY_MS);
/** How far back the latest reviews are looked for; a quiet place shows fewer than five. */
const REVIEW_LOOKBACK_DAYS = 120;
const LATEST_REVIEWS = 5;
const ID_PREFIX = 'sandbox-';

/** A neighbour, fixed for ever by (seed, location, index); only its reviews depend on the day. */
interface Neighbour {
  placeId: string;
  key: number;
  name: string;
  address: string | null;
  trade: Trade;
  baseCount: number;
  baseMean: number;
  /** Mean reviews a day. */
  dailyRate: number;
  /** The mean rating drifts on a slow wave, so ratings move over the months, not only counts. */
  driftAmplitude: number;
  driftPeriodDays: number;
  driftPhase: number;
  englishShare: number;
}

/** What a place id carries, so details need no state: trade, location key, index, city line. */
interface PlaceRef {
  trade: Trade;
  locationKey: number;
  index: number;
  city: string;
}

/**
 * The embedded default: six to ten invented neighbours of each location, in its trade and its
 * town, computed from (seed, location id). Their figures are a pure function of the UTC day:
 * each past day brings a few reviews drawn from the day's own random stream, so the same day
 * always answers the same, and a daily refresh sees counts (and slowly ratings) move.
 */
export function createSandboxPlaces(options: SandboxPlacesOptions = {}): PlacesProvider {
  const seed = String(options.seed ?? 1);
  const now = options.now ?? (() => new Date());

  /** Reviews up to the end of yesterday (UTC): figures do not change during the day. */
  const lastDay = (): number => Math.floor(now().getTime() / DAY_MS) - 1;

  function neighbourhood(origin: SearchOrigin): Neighbour[] {
    const locationKey = hashParts(seed, 'location', origin.id);
    const trade = tradeOf(origin.name);
    const city = cityLine(origin.address);
    const count = 6 + Math.floor(rngFor(seed, locationKey, 'count')() * 5);
    return Array.from({ length: count }, (_, index) => neighbour({ trade, locationKey, index, city }));
  }

  function neighbour(ref: PlaceRef): Neighbour {
    const key = hashParts(seed, ref.locationKey, ref.index);
    const random = rngFor(key, 'profile');
    const words = TRADES[ref.trade];
    // Each index takes its own name part, so two neighbours never share a name.
    const part = NAME_PARTS[(ref.locationKey + ref.index * 7) % NAME_PARTS.length]!;
    // "Le Pain de" + "des Lilas" reads "Le Pain des Lilas", as French contracts it.
    const name = pick(random, words.names)
      .replace('{n}', part)
      .replace(/\bde (de |des |du )/, '$1');
    const street = `${1 + Math.floor(random() * 120)} ${pick(random, STREETS)}`;
    return {
      placeId: encodeRef(ref),
      key,
      name,
      address: ref.city ? `${street}, ${ref.city}` : street,
      trade: ref.trade,
      baseCount: 20 + Math.floor(random() * 280),
      baseMean: 3.5 + random() * 1.3,
      dailyRate: 0.4 + random() * 2,
      driftAmplitude: 0.3 + random() * 0.6,
      driftPeriodDays: 60 + Math.floor(random() * 180),
      driftPhase: random() * Math.PI * 2,
      englishShare: 0.1 + random() * 0.3,
    };
  }

  /** The reviews of one day, in publication order; the same (place, day) always gives the same. */
  function reviewsOfDay(place: Neighbour, day: number): PlaceReview[] {
    const random = rngFor(place.key, 'day', day);
    const count = Math.floor(random() * (place.dailyRate * 2 + 1));
    const mean = Math.min(
      4.95,
      Math.max(
        1.5,
        place.baseMean +
          place.driftAmplitude * Math.sin((2 * Math.PI * day) / place.driftPeriodDays + place.driftPhase),
      ),
    );
    const reviews: PlaceReview[] = [];
    for (let i = 0; i < count; i++) {
      const r = rngFor(place.key, 'review', day, i);
      const rating = Math.min(5, Math.max(1, Math.round(mean + (r() - 0.5) * 2.6))) as PlaceReview['rating'];
      const english = r() < place.englishShare;
      const band = rating >= 4 ? 'high' : rating === 3 ? 'mid' : 'low';
      const [fr, en] = pick(r, PHRASES[band]);
      const [thingFr, thingEn] = pick(r, TRADES[place.trade].things);
      const withText = r() >= 0.1;
      // Opening hours in France: 7:00 to 19:00 local, about 6:00 to 18:00 UTC.
      const minute = 6 * 60 + Math.floor(r() * 12 * 60);
      reviews.push({
        id: `${place.placeId}/reviews/${day}-${i}`,
        authorName: pick(r, english ? ENGLISH_AUTHORS : FRENCH_AUTHORS),
        authorPhotoUrl: null,
        rating,
        text: withText ? (english ? en.replace('{t}', thingEn) : fr.replace('{t}', thingFr)) : null,
        language: english ? 'en' : 'fr',
        publishedAt: new Date(day * DAY_MS + minute * 60_000),
      });
    }
    return reviews.sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
  }

  function figures(place: Neighbour, through: number): Pick<PlaceSummary, 'rating' | 'userRatingCount'> {
    let count = place.baseCount;
    let sum = place.baseCount * place.baseMean;
    for (let day = HISTORY_START_DAY; day <= through; day++) {
      for (const review of reviewsOfDay(place, day)) {
        count++;
        sum += review.rating;
      }
    }
    return { rating: Math.round((sum / count) * 10) / 10, userRatingCount: count };
  }

  function summary(place: Neighbour): PlaceSummary {
    return { placeId: place.placeId, name: place.name, address: place.address, ...figures(place, lastDay()) };
  }

  return {
    kind: 'sandbox',

    async searchText(input: SearchPlacesInput): Promise<PlaceSummary[]> {
      const limit = Math.min(20, Math.max(1, input.limit ?? 10));
      const tokens = fold(input.query)
        .split(/[^a-z0-9]+/)
        .filter((t) => t.length > 0);
      const matches = neighbourhood(input.near).filter((place) => {
        const words = fold(`${place.name} ${place.address ?? ''} ${TRADES[place.trade].keywords.join(' ')}`).split(
          /[^a-z0-9]+/,
        );
        return tokens.every((token) => words.some((word) => word.startsWith(token)));
      });
      return matches.slice(0, limit).map(summary);
    },

    async getPlace(placeId: string): Promise<PlaceDetails> {
      const ref = decodeRef(placeId);
      if (!ref) throw new PlaceNotFoundError(placeId);
      const place = neighbour(ref);
      const reviews: PlaceReview[] = [];
      const through = lastDay();
      for (let day = through; day > through - REVIEW_LOOKBACK_DAYS && reviews.length < LATEST_REVIEWS; day--) {
        reviews.push(...reviewsOfDay(place, day).reverse());
      }
      return {
        ...summary(place),
        mapsUri: null,
        reviews: reviews.slice(0, LATEST_REVIEWS),
      };
    },
  };
}

/** "42 Rue Oberkampf, 75011 Paris" → "75011 Paris": neighbours are in the same town. */
function cityLine(address: string | null): string {
  if (!address) return '';
  const parts = address.split(',').map((p) => p.trim());
  return parts.length > 1 ? parts.at(-1)! : '';
}

function encodeRef(ref: PlaceRef): string {
  const raw = [ref.trade, ref.locationKey.toString(36), ref.index, ref.city].join('|');
  return ID_PREFIX + Buffer.from(raw, 'utf8').toString('base64url');
}

function decodeRef(placeId: string): PlaceRef | null {
  if (!placeId.startsWith(ID_PREFIX)) return null;
  const raw = Buffer.from(placeId.slice(ID_PREFIX.length), 'base64url').toString('utf8');
  const [trade, key, index, ...city] = raw.split('|');
  if (!trade || !(trade in TRADES) || !key || !/^[0-9a-z]+$/.test(key) || !index || !/^\d{1,2}$/.test(index)) {
    return null;
  }
  return { trade: trade as Trade, locationKey: parseInt(key, 36), index: Number(index), city: city.join('|') };
}
