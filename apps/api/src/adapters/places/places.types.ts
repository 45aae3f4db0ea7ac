/**
 * Competitor tracking's view of a places directory: find businesses near one of our locations,
 * then read a place's public figures and latest reviews. Two implementations: Google's Places
 * API (New) and the embedded sandbox of each location's neighbours. Shapes are ours, not
 * Google's, so modules never read a Places field name.
 */

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** The location the search is made around: one of ours. */
export interface SearchOrigin {
  /** Our location id: the sandbox derives the neighbourhood from it. */
  id: string;
  name: string;
  /** One line, e.g. "42 Rue Oberkampf, 75011 Paris"; used when there are no coordinates. */
  address: string | null;
  coordinates?: LatLng | null;
}

export interface SearchPlacesInput {
  /** What the user typed: a business name or a trade ("boulangerie"). */
  query: string;
  near: SearchOrigin;
  /** Bias radius around `near.coordinates`; 2 km by default, at most 50 km (Google's limit). */
  radiusMeters?: number;
  /** BCP-47 language of names and addresses, e.g. `fr`. */
  language?: string;
  /** At most 20 (Google's page size limit); 10 by default. */
  limit?: number;
}

/** One search result: enough to show in the "add a competitor" list and to store. */
export interface PlaceSummary {
  /** Google's place id (or a sandbox id): what `getPlace` takes and what we store. */
  placeId: string;
  name: string;
  address: string | null;
  /** 1 to 5 with one decimal; null when the place has no rating yet. */
  rating: number | null;
  userRatingCount: number;
}

export interface PlaceReview {
  /** Stable id of the review (Google: `places/{id}/reviews/{id}`). */
  id: string;
  authorName: string;
  authorPhotoUrl: string | null;
  rating: 1 | 2 | 3 | 4 | 5;
  /** Null for a rating without text. */
  text: string | null;
  /** BCP-47 language of `text` (the original, not Google's translation), when known. */
  language: string | null;
  publishedAt: Date;
}

export interface PlaceDetails extends PlaceSummary {
  /** Google Maps link of the place, when known. */
  mapsUri: string | null;
  /** Newest first; Google gives at most five. */
  reviews: PlaceReview[];
}

export interface PlacesProvider {
  /** `google` for the Places API (New), `sandbox` for the embedded default. */
  readonly kind: 'google' | 'sandbox';
  searchText(input: SearchPlacesInput): Promise<PlaceSummary[]>;
  /** Throws `PlaceNotFoundError` for an unknown or closed-for-good id. */
  getPlace(placeId: string, options?: { language?: string }): Promise<PlaceDetails>;
}
