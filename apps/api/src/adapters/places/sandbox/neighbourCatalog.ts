/**
 * The vocabulary of the sandbox's neighbours: invented shop names on common French street
 * names, and review phrases in French and English. No real business is named.
 */

export type Trade = 'bakery' | 'restaurant' | 'hair' | 'shop';

/** Our location's name decides the neighbours' trade: a bakery's competitors are bakeries. */
export function tradeOf(name: string): Trade {
  const n = fold(name);
  // "Maison Dorée" is the business-profile sandbox's chain of bakeries, the demo's own locations.
  if (/boulang|bakery|patiss|fournil|pain|viennois|maison doree/.test(n)) return 'bakery';
  if (/restaurant|bistro|brasserie|cafe|coffee|pizz|creperie|traiteur/.test(n)) return 'restaurant';
  if (/coiff|salon|hair|barb|beaute|beauty/.test(n)) return 'hair';
  return 'shop';
}

/** Lower case without accents, for matching what a user types. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

interface TradeWords {
  /** Name patterns; `{n}` is a surname or a place name. */
  names: readonly string[];
  /** Extra search words in both languages (the trade itself). */
  keywords: readonly string[];
  /** What customers praise or blame, [fr, en]. */
  things: ReadonlyArray<readonly [string, string]>;
}

export const TRADES: Record<Trade, TradeWords> = {
  bakery: {
    names: [
      'Boulangerie {n}',
      'Maison {n}',
      'Au Fournil de {n}',
      'La Fournée {n}',
      'Le Pain de {n}',
      'Boulangerie-Pâtisserie {n}',
    ],
    keywords: ['boulangerie', 'patisserie', 'bakery', 'pain', 'bread'],
    things: [
      ['la baguette tradition', 'the tradition baguette'],
      ['les croissants', 'the croissants'],
      ['le pain au levain', 'the sourdough'],
      ['les éclairs', 'the éclairs'],
      ['la tarte aux pommes', 'the apple tart'],
    ],
  },
  restaurant: {
    names: ['Bistrot {n}', 'Le Comptoir {n}', 'Auberge {n}', 'La Table de {n}', 'Café {n}', 'Brasserie {n}'],
    keywords: ['restaurant', 'bistrot', 'cafe', 'brasserie'],
    things: [
      ['le plat du jour', 'the dish of the day'],
      ['le café', 'the coffee'],
      ['les desserts', 'the desserts'],
      ['la terrasse', 'the terrace'],
      ['le service', 'the service'],
    ],
  },
  hair: {
    names: ['Salon {n}', 'Atelier {n}', 'Coiffure {n}', 'Studio {n}', 'Le Barbier de {n}'],
    keywords: ['coiffeur', 'coiffure', 'salon', 'hairdresser', 'barber'],
    things: [
      ['la coupe', 'the haircut'],
      ['la couleur', 'the colour'],
      ['les conseils', 'the advice'],
      ["l'accueil", 'the welcome'],
    ],
  },
  shop: {
    names: ['Épicerie {n}', 'Maison {n}', 'Comptoir {n}', 'Les Halles de {n}', 'Fleurs {n}', 'La Cave de {n}'],
    keywords: ['boutique', 'magasin', 'shop', 'store', 'epicerie'],
    things: [
      ['le choix', 'the choice'],
      ['les produits', 'the products'],
      ['les conseils', 'the advice'],
      ["l'accueil", 'the welcome'],
    ],
  },
};

export const NAME_PARTS = [
  'Martin',
  'Lemoine',
  'Garnier',
  'Roussel',
  'Fabre',
  'Mercier',
  'Chevalier',
  'Delorme',
  'Saint-Michel',
  'des Lilas',
  'du Marché',
  'Bellevue',
  'Montorgueil',
  'de la Gare',
  'Vauban',
  'Perrin',
] as const;

export const STREETS = [
  'Rue de la République',
  'Rue Victor-Hugo',
  'Avenue Jean-Jaurès',
  'Rue du Commerce',
  'Place du Marché',
  'Rue Pasteur',
  'Boulevard Gambetta',
  'Rue des Écoles',
  'Rue Nationale',
  'Rue Carnot',
] as const;

export const FRENCH_AUTHORS = [
  'Camille R.',
  'Julien Moreau',
  'Sophie L.',
  'Nicolas Bernard',
  'Élodie Petit',
  'Thomas Girard',
  'Manon D.',
  'Hugo Lefèvre',
  'Chloé Fournier',
  'Antoine B.',
] as const;

export const ENGLISH_AUTHORS = [
  'Emma Wilson',
  'James Carter',
  'Olivia B.',
  'Daniel Hughes',
  'Sarah K.',
  'Michael Brown',
] as const;

/** Phrases by star band; `{t}` is one of the trade's things. [fr, en] pairs keep the tone alike. */
export const PHRASES: Record<'high' | 'mid' | 'low', ReadonlyArray<readonly [string, string]>> = {
  high: [
    ['Excellent, {t} est un régal. Accueil très chaleureux.', 'Excellent, {t} is a treat. Very warm welcome.'],
    ['Toujours parfait, {t} vaut le détour !', 'Always perfect, {t} is worth the trip!'],
    ['Une adresse sûre du quartier, {t} est top.', 'A safe bet in the neighbourhood, {t} is great.'],
    ['Personnel adorable, et {t} : un délice.', 'Lovely staff, and {t}: a delight.'],
  ],
  mid: [
    ['Correct sans plus, {t} était bien mais un peu d’attente.', 'Fine, {t} was good but a bit of a wait.'],
    ['Bien dans l’ensemble, {t} un peu cher.', 'Good overall, {t} a little pricey.'],
    ['Sympa, mais {t} était moins bon que d’habitude.', 'Nice, but {t} was not as good as usual.'],
  ],
  low: [
    ['Déçu : {t} n’était pas frais et personne pour s’excuser.', 'Disappointed: {t} was not fresh and no apology.'],
    ['Très longue attente, et {t} ne valait pas le prix.', 'Very long wait, and {t} was not worth the price.'],
    ['Accueil froid, {t} médiocre. Je ne reviendrai pas.', 'Cold welcome, {t} mediocre. Will not be back.'],
  ],
};
