import { createGooglePlaces } from './googlePlaces.ts';
import type { GooglePlacesConfig } from './googlePlaces.ts';
import type { PlacesProvider } from './places.types.ts';
import { createSandboxPlaces } from './sandboxPlaces.ts';
import type { SandboxPlacesOptions } from './sandboxPlaces.ts';

export type {
  LatLng,
  PlaceDetails,
  PlaceReview,
  PlaceSummary,
  PlacesProvider,
  SearchOrigin,
  SearchPlacesInput,
} from './places.types.ts';
export { PlaceNotFoundError, PlacesError, PlacesKeyError, PlacesQuotaError } from './places.errors.ts';
export { createGooglePlaces, DETAILS_FIELD_MASK, GOOGLE_PLACES_BASE_URL, SEARCH_FIELD_MASK } from './googlePlaces.ts';
export type { GooglePlacesConfig } from './googlePlaces.ts';
export { createSandboxPlaces } from './sandboxPlaces.ts';
export type { SandboxPlacesOptions } from './sandboxPlaces.ts';

export interface PlacesConfig {
  /** A Google Maps Platform key with the Places API (New) enabled; without it, the sandbox. */
  apiKey?: string | undefined;
  /** Only for tests against the fake, or to tune retries. */
  google?: Omit<GooglePlacesConfig, 'apiKey'>;
  sandbox?: SandboxPlacesOptions;
}

/** Google's Places API (New) when a key is configured, the sandbox of neighbours otherwise. */
export function createPlacesProvider(config: PlacesConfig = {}): PlacesProvider {
  const apiKey = config.apiKey?.trim();
  if (apiKey) return createGooglePlaces({ ...config.google, apiKey });
  return createSandboxPlaces(config.sandbox);
}
