import {
  BUSINESS_PROFILE_NO_ACCESS,
  businessProfileMessageIds,
  type BusinessLocation,
  type BusinessProfileFinishRequest,
  type User,
} from '@starcrew/contract';
import {
  discoverLocations,
  ProviderAccessRevokedError,
  ProviderNoAccessError,
  type BusinessProfileProvider,
  type ProviderGrant,
  type ProviderLocation,
} from '../../adapters/google/index.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { presentUser } from '../auth/auth.presenter.ts';
import type { LocationsRepository } from '../locations/locations.repository.ts';
import type { GrantStore } from './businessProfile.grants.ts';
import type { BusinessProfileRepository, ChosenLocation } from './businessProfile.repository.ts';
import { createState, isValidState } from './businessProfile.state.ts';

/** The console page Google (or the sandbox consent page) sends the browser back to. */
export const CONNECT_PAGE_PATH = '/manager/business-profile-setup/connect-google';

export interface BusinessProfileServiceDeps {
  repository: BusinessProfileRepository;
  locations: Pick<LocationsRepository, 'googleLocationIds'>;
  provider: BusinessProfileProvider;
  grants: GrantStore;
  secret: string;
  publicUrl: string;
  now: () => Date;
  /** Starts the full review import of new locations, after the answer. */
  importLocation: (locationId: string) => void;
}

const noAccess = () =>
  new HttpError(403, { id: businessProfileMessageIds.noAccess }, { error: BUSINESS_PROFILE_NO_ACCESS });
const notConnected = () => new HttpError(409, { id: businessProfileMessageIds.notConnected });
const invalidLocations = () =>
  HttpError.validation({ location_ids: [{ id: 'validation.invalid', values: { field: 'field.location' } }] });
const noLocation = () =>
  HttpError.validation({ location_ids: [{ id: 'validation.required', values: { field: 'field.location' } }] });

type Found = ChosenLocation[];

/**
 * The locations a finish call chose. `select_all` is every location of the connection but
 * the excluded ones (an unknown exclusion is ignored: it was not wanted anyway); a list of
 * ids must name locations of the connection only.
 */
function chosenOf<T extends Found[number]>(found: T[], request: BusinessProfileFinishRequest): T[] {
  if (request.select_all === true) {
    const excluded = new Set(request.excluded_ids ?? []);
    const chosen = found.filter((f) => !excluded.has(f.location.externalId));
    if (chosen.length === 0) throw noLocation();
    return chosen;
  }
  const wanted = new Set(request.location_ids ?? []);
  const chosen = found.filter((f) => wanted.has(f.location.externalId));
  if (chosen.length !== wanted.size) throw invalidLocations();
  return chosen;
}

/** The connect wizard: consent, code exchange, listing the account's locations, and saving the chosen ones. */
export function createBusinessProfileService(deps: BusinessProfileServiceDeps) {
  const { provider, grants, now } = deps;
  // The sandbox consent page accepts a path on this site; Google needs the registered absolute URL.
  const redirectUri =
    provider.kind === 'sandbox' ? CONNECT_PAGE_PATH : new URL(CONNECT_PAGE_PATH, deps.publicUrl).toString();

  /** Every location of the connected accounts, or the no-access answer the modal needs. */
  async function discover(organizationId: string, grant: ProviderGrant) {
    try {
      const found = await discoverLocations(provider, grant);
      return found.flatMap(({ account, locations: list }) => list.map((location) => ({ account, location })));
    } catch (error) {
      if (error instanceof ProviderNoAccessError) throw noAccess();
      if (error instanceof ProviderAccessRevokedError) {
        await grants.markRevoked(organizationId);
        throw notConnected();
      }
      throw error;
    }
  }

  async function liveGrant(organizationId: string): Promise<ProviderGrant> {
    const grant = await grants.grantFor(organizationId);
    if (!grant) throw notConnected();
    return grant;
  }

  const present = (location: ProviderLocation, connected: Set<string>): BusinessLocation => ({
    id: location.externalId,
    title: location.title,
    address: location.address?.formatted ?? null,
    average_rating: location.averageRating,
    total_reviews: location.totalReviews,
    connected: connected.has(location.externalId),
  });

  return {
    authorize(user: UserRow): string {
      return provider.authorizationUrl({ state: createState(deps.secret, user.id, now()), redirectUri });
    },

    async connect(user: UserRow, input: { code: string; state: string }) {
      if (!isValidState(deps.secret, input.state, user.id, now())) {
        throw HttpError.validation({ state: [{ id: businessProfileMessageIds.stateInvalid }] });
      }
      let tokens;
      try {
        tokens = await provider.exchangeCode({ code: input.code, redirectUri });
      } catch (error) {
        if (error instanceof ProviderAccessRevokedError) {
          throw HttpError.validation({ code: [{ id: businessProfileMessageIds.codeRefused }] });
        }
        throw error;
      }
      // Checked before saving: an account without a business profile leaves no connection behind.
      await discover(user.organizationId, { ...tokens });
      await grants.save(user.organizationId, user.id, tokens, tokens.accountEmail ?? null);
      return { provider: provider.kind, account_email: tokens.accountEmail ?? null };
    },

    async listLocations(user: UserRow, page: number, perPage: number) {
      const found = await discover(user.organizationId, await liveGrant(user.organizationId));
      const connected = await deps.locations.googleLocationIds(user.organizationId);
      return {
        items: found.slice((page - 1) * perPage, page * perPage).map((f) => present(f.location, connected)),
        total: found.length,
      };
    },

    /** Creates the chosen locations (licence inactive until a network plan), and marks the user connected. */
    async finish(user: UserRow, request: BusinessProfileFinishRequest): Promise<User> {
      const found = await discover(user.organizationId, await liveGrant(user.organizationId));
      const chosen = chosenOf(found, request);
      const { created, user: updated } = await deps.repository.addChosenLocations(user, chosen);
      for (const id of created) deps.importLocation(id);
      return presentUser(updated);
    },
  };
}

export type BusinessProfileService = ReturnType<typeof createBusinessProfileService>;
