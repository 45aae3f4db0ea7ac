import type { ProviderAccount, ProviderAddress } from '../businessProfile.types.ts';
import { rngFor } from './prng.ts';

/** The two sign-in identities of the sandbox consent page, and the codes that select them. */
export const SANDBOX_IDENTITIES = {
  owner: { code: 'sandbox-owner', email: 'maison.doree@sandbox.starcrew.app' },
  noAccess: { code: 'sandbox-no-access', email: 'no-access@sandbox.starcrew.app' },
} as const;
export type SandboxIdentity = keyof typeof SANDBOX_IDENTITIES;

export const SANDBOX_ACCOUNT: ProviderAccount = {
  id: 'accounts/108472913650284719023',
  name: 'Maison Dorée Boulangeries',
  type: 'LOCATION_GROUP',
};

export interface SandboxLocation {
  key: string;
  externalId: string;
  title: string;
  address: ProviderAddress;
  placeId: string;
  cid: string;
  city: string;
  specialty: { fr: string; en: string };
  /** Mean reviews a day; weekends get more. */
  reviewsPerDay: number;
  /** Share of reviews written in English (tourists). */
  englishShare: number;
  /** Weights of 1★ to 5★: mostly 4–5, with each shop's own weak spots. */
  ratingWeights: readonly [number, number, number, number, number];
}

const USUAL: SandboxLocation['ratingWeights'] = [6, 4, 9, 26, 55];

function location(
  index: number,
  input: Omit<SandboxLocation, 'externalId' | 'address' | 'placeId' | 'cid'> & { street: string; postalCode: string },
): SandboxLocation {
  const random = rngFor('sandbox-location', input.key);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  const placeId = 'ChIJ' + Array.from({ length: 23 }, () => alphabet[Math.floor(random() * 64)]).join('');
  const { street, postalCode, ...rest } = input;
  return {
    ...rest,
    externalId: `locations/${(4_839_201_746_502_810_000n + BigInt(index)).toString()}`,
    placeId,
    cid: String(Math.floor(random() * 9e17) + 1e17),
    address: {
      formatted: `${street}, ${postalCode} ${input.city}`,
      lines: [street],
      postalCode,
      locality: input.city,
      administrativeArea: null,
      regionCode: 'FR',
    },
  };
}

// Real streets, invented shops: plausible on a map, owned by nobody.
export const SANDBOX_LOCATIONS: readonly SandboxLocation[] = [
  location(1, {
    key: 'paris-11',
    title: 'Maison Dorée – Paris Oberkampf',
    street: '42 Rue Oberkampf',
    postalCode: '75011',
    city: 'Paris',
    specialty: { fr: 'la baguette tradition', en: 'baguette tradition' },
    reviewsPerDay: 0.45,
    englishShare: 0.45,
    ratingWeights: USUAL,
  }),
  location(2, {
    key: 'lyon',
    title: 'Maison Dorée – Lyon Presqu’île',
    street: '18 Rue Mercière',
    postalCode: '69002',
    city: 'Lyon',
    specialty: { fr: 'la brioche aux pralines roses', en: 'pink praline brioche' },
    reviewsPerDay: 0.32,
    englishShare: 0.25,
    ratingWeights: [5, 3, 8, 27, 57],
  }),
  location(3, {
    key: 'bordeaux',
    title: 'Maison Dorée – Bordeaux Chartrons',
    street: '27 Rue Notre-Dame',
    postalCode: '33000',
    city: 'Bordeaux',
    specialty: { fr: 'les canelés', en: 'canelés' },
    reviewsPerDay: 0.28,
    englishShare: 0.3,
    ratingWeights: USUAL,
  }),
  location(4, {
    key: 'lille',
    title: 'Maison Dorée – Vieux-Lille',
    street: '9 Rue de la Monnaie',
    postalCode: '59800',
    city: 'Lille',
    specialty: { fr: 'les merveilleux', en: 'merveilleux meringue cakes' },
    reviewsPerDay: 0.25,
    englishShare: 0.2,
    ratingWeights: [4, 3, 8, 25, 60],
  }),
  location(5, {
    key: 'nantes',
    title: 'Maison Dorée – Nantes Graslin',
    street: '14 Rue Crébillon',
    postalCode: '44000',
    city: 'Nantes',
    specialty: { fr: 'le gâteau nantais', en: 'gâteau nantais' },
    reviewsPerDay: 0.22,
    englishShare: 0.15,
    ratingWeights: USUAL,
  }),
  location(6, {
    key: 'toulouse',
    title: 'Maison Dorée – Toulouse Capitole',
    street: '31 Rue du Taur',
    postalCode: '31000',
    city: 'Toulouse',
    specialty: { fr: 'les chocolatines', en: 'chocolatines' },
    reviewsPerDay: 0.3,
    englishShare: 0.2,
    ratingWeights: [6, 5, 10, 27, 52],
  }),
  location(7, {
    key: 'marseille',
    title: 'Maison Dorée – Marseille Vieux-Port',
    street: '56 Rue de la République',
    postalCode: '13002',
    city: 'Marseille',
    specialty: { fr: 'les navettes à la fleur d’oranger', en: 'orange-blossom navettes' },
    reviewsPerDay: 0.35,
    englishShare: 0.3,
    // The busy one: queues at the weekend pull its rating down.
    ratingWeights: [10, 8, 14, 26, 42],
  }),
  location(8, {
    key: 'strasbourg',
    title: 'Maison Dorée – Strasbourg Petite France',
    street: '12 Rue des Dentelles',
    postalCode: '67000',
    city: 'Strasbourg',
    specialty: { fr: 'le kougelhopf', en: 'kougelhopf' },
    reviewsPerDay: 0.27,
    englishShare: 0.35,
    ratingWeights: USUAL,
  }),
];
