import {
  competitorMessageIds,
  errorMessageIds,
  type Competitor,
  type CompetitorReviews,
  type CompetitorsList,
  type Locale,
  type PlaceResult,
} from '@starcrew/contract';
import {
  PlaceNotFoundError,
  PlacesError,
  PlacesKeyError,
  PlacesQuotaError,
  type PlaceDetails,
  type PlacesProvider,
} from '../../adapters/places/index.ts';
import type { CompetitorRow, LocationRow, UserRow } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { PlanUsage } from '../billing/billing.module.ts';
import { utcDay } from '../billing/planUsage.repository.ts';
import type { LocationsRepository } from '../locations/locations.repository.ts';
import { createCompetitorsRepository, type Baseline, type CompetitorsRepository } from './competitors.repository.ts';

export interface CompetitorsServiceDeps {
  repository: CompetitorsRepository;
  locations: Pick<LocationsRepository, 'findVisible'>;
  places: PlacesProvider;
  /** `exclusive` makes the plan's check and the insert one unit (billing DECISIONS.md, "One unit"). */
  limits: Pick<PlanUsage, 'assertFits' | 'limitOf' | 'exclusive'>;
  now: () => Date;
  logError(error: unknown, what: string): void;
}

const notFound = () => new HttpError(404, { id: errorMessageIds.notFound });
const round2 = (value: number) => Math.round(value * 100) / 100;
const ratingOf = (value: string | null) => (value === null ? null : Number(value));

/**
 * The places directory's failures as the user reads them (adapters/places/DECISIONS.md): a
 * spent quota is "try again in a minute", a bad key or anything else is "unavailable" (logged:
 * it is our configuration or Google's outage, never the user's fault), an unknown place a 422.
 */
function mapPlacesError(error: unknown, logError: CompetitorsServiceDeps['logError'], what: string): never {
  if (error instanceof PlaceNotFoundError) {
    throw HttpError.validation({ place_id: [{ id: competitorMessageIds.placeNotFound }] });
  }
  if (error instanceof PlacesQuotaError) {
    logError(error, what);
    throw new HttpError(503, { id: competitorMessageIds.quota });
  }
  if (error instanceof PlacesKeyError || error instanceof PlacesError) {
    logError(error, what);
    throw new HttpError(503, { id: competitorMessageIds.unavailable });
  }
  throw error;
}

/** A row as the list shows it, compared with the location's own figures and its history. */
export function presentCompetitor(
  row: CompetitorRow,
  location: LocationRow,
  baseline: Baseline | undefined,
): Competitor {
  const rating = ratingOf(row.averageRating);
  const ours = ratingOf(location.averageRating);
  return {
    id: row.id,
    place_id: row.placeId,
    name: row.name,
    address: row.address,
    average_rating: rating,
    total_reviews: row.totalReviews,
    last_month_reviews: baseline ? Math.max(0, row.totalReviews - baseline.totalReviews) : row.lastMonthReviews,
    rating_difference: rating === null || ours === null ? null : round2(rating - ours),
    reviews_difference: row.totalReviews - location.totalReviews,
    rating_trend:
      baseline && rating !== null && baseline.averageRating !== null ? round2(rating - baseline.averageRating) : null,
    refreshed_at: row.refreshedAt?.toISOString() ?? null,
  };
}

/**
 * Competitor tracking (issue 17): search the directory near a location, follow a place there
 * under the plan's limit, stop following it, read its latest reviews; the daily refresh keeps
 * the figures and their history. A location the caller may not see is a 404, as is a
 * competitor of such a location.
 */
export function createCompetitorsService(deps: CompetitorsServiceDeps) {
  const { repository, places, limits, now, logError } = deps;

  async function visibleLocation(user: UserRow, locationId: string): Promise<LocationRow> {
    const location = await deps.locations.findVisible(user, locationId);
    if (!location) throw notFound();
    return location;
  }

  /** The competitor and its location, when the caller may see that location. */
  async function visibleCompetitor(user: UserRow, id: string) {
    const row = await repository.find(user.organizationId, id);
    if (!row) throw notFound();
    return { row, location: await visibleLocation(user, row.locationId) };
  }

  async function details(placeId: string, locale: Locale, what: string): Promise<PlaceDetails> {
    try {
      return await places.getPlace(placeId, { language: locale });
    } catch (error) {
      return mapPlacesError(error, logError, what);
    }
  }

  return {
    async list(user: UserRow, locationId: string): Promise<CompetitorsList> {
      const location = await visibleLocation(user, locationId);
      const [rows, baselines, limit] = await Promise.all([
        repository.list(user.organizationId, location.id),
        repository.baselines(user.organizationId, location.id, utcDay(now())),
        limits.limitOf(user.organizationId, 'competitors'),
      ]);
      return {
        location: {
          id: location.id,
          title: location.title,
          average_rating: ratingOf(location.averageRating),
          total_reviews: location.totalReviews,
        },
        competitors: rows.map((row) => presentCompetitor(row, location, baselines.get(row.id))),
        limit: limit ?? 0,
      };
    },

    async search(user: UserRow, locationId: string, query: string, locale: Locale): Promise<PlaceResult[]> {
      const location = await visibleLocation(user, locationId);
      let found;
      try {
        found = await places.searchText({
          query,
          near: { id: location.id, name: location.title, address: location.address },
          language: locale,
        });
      } catch (error) {
        return mapPlacesError(error, logError, 'Competitor search');
      }
      const tracked = await repository.placeIds(user.organizationId, location.id);
      return found.map((place) => ({
        place_id: place.placeId,
        name: place.name,
        address: place.address,
        average_rating: place.rating,
        total_reviews: place.userRatingCount,
        tracked: tracked.has(place.placeId),
      }));
    },

    /**
     * Follows a place at a location: 403 PlanLimitReached past the plan's limit there, 422 when
     * it is followed already or unknown to the directory. Its figures are read at once (and are
     * the first day of its history), so the new row is complete. The count is checked again and
     * the row written under the organization's plan lock (`exclusive`), so two adds at once at
     * the last free place cannot both pass; the directory's call (slow, and paid) comes before
     * the lock, after a first check that spares it when the location is full already.
     */
    async add(user: UserRow, input: { location_id: string; place_id: string }, locale: Locale): Promise<Competitor> {
      const location = await visibleLocation(user, input.location_id);
      const tracked = await repository.placeIds(user.organizationId, location.id);
      if (tracked.has(input.place_id)) {
        throw HttpError.validation({ place_id: [{ id: competitorMessageIds.alreadyTracked }] });
      }
      await limits.assertFits(user.organizationId, 'competitors', { locationId: location.id });
      const place = await details(input.place_id, locale, 'Competitor details');
      const at = now();
      const figures = {
        name: place.name,
        address: place.address,
        rating: place.rating,
        userRatingCount: place.userRatingCount,
      };
      const row = await limits.exclusive(user.organizationId, async ({ db, limits: checks }) => {
        await checks.assertFits(user.organizationId, 'competitors', { locationId: location.id });
        const written = createCompetitorsRepository(db);
        const inserted = await written.insert(
          { organizationId: user.organizationId, locationId: location.id, placeId: input.place_id, ...figures },
          at,
        );
        // Two adds of the same place at once: the unique index keeps one.
        if (!inserted) throw HttpError.validation({ place_id: [{ id: competitorMessageIds.alreadyTracked }] });
        await written.record(inserted, figures, utcDay(at), at);
        return inserted;
      });
      return presentCompetitor(row, location, undefined);
    },

    async remove(user: UserRow, id: string): Promise<void> {
      const { row } = await visibleCompetitor(user, id);
      if (!(await repository.remove(user.organizationId, row.id))) throw notFound();
    },

    /** The review details modal: the stored figures and the latest reviews, read live (not archived). */
    async reviews(user: UserRow, id: string, locale: Locale): Promise<CompetitorReviews> {
      const { row, location } = await visibleCompetitor(user, id);
      const [place, baselines] = await Promise.all([
        details(row.placeId, locale, 'Competitor reviews'),
        repository.baselines(user.organizationId, location.id, utcDay(now())),
      ]);
      return {
        competitor: presentCompetitor(row, location, baselines.get(row.id)),
        maps_url: place.mapsUri,
        reviews: place.reviews.map((review) => ({
          id: review.id,
          author_name: review.authorName,
          author_photo_url: review.authorPhotoUrl,
          rating: review.rating,
          text: review.text,
          language: review.language,
          published_at: review.publishedAt.toISOString(),
        })),
      };
    },

    /**
     * The daily refresh of one competitor: today's figures and history row. A place the
     * directory no longer knows keeps its last figures (logged, not retried); a quota or an
     * outage throws, so the job is retried later.
     */
    async refresh(id: string): Promise<'refreshed' | 'gone' | 'missing'> {
      const row = await repository.findAny(id);
      if (!row) return 'missing';
      let place: PlaceDetails;
      try {
        place = await places.getPlace(row.placeId);
      } catch (error) {
        if (error instanceof PlaceNotFoundError) {
          logError(error, `Refresh of competitor ${row.id}`);
          return 'gone';
        }
        throw error;
      }
      const at = now();
      await repository.record(
        row,
        { name: place.name, address: place.address, rating: place.rating, userRatingCount: place.userRatingCount },
        utcDay(at),
        at,
      );
      return 'refreshed';
    },

    allIds: () => repository.allIds(),
    utcToday: () => utcDay(now()),
  };
}

export type CompetitorsService = ReturnType<typeof createCompetitorsService>;
