import type { ReplyLanguage } from '../replyWriter.ts';

export const topics = [
  'welcome',
  'service',
  'staff',
  'price',
  'wait',
  'quality',
  'cleanliness',
  'bread',
  'croissant',
  'pastry',
  'coffee',
] as const;
export type Topic = (typeof topics)[number];

/**
 * Keywords per language, without accents (the comment is folded the same way). Only the
 * review's language is searched, so a word that means something else in the other
 * language ("sale": dirty in French) cannot mislead. Plurals in -s / -x match too.
 */
const keywords: Record<ReplyLanguage, Record<Topic, string[]>> = {
  en: {
    welcome: ['welcome', 'welcoming', 'friendly', 'rude', 'polite', 'impolite', 'greeted', 'smile', 'smiling'],
    service: ['service', 'served', 'helpful', 'advice'],
    staff: ['staff', 'team', 'employee', 'waiter', 'waitress', 'cashier', 'baker', 'owner', 'manager'],
    price: ['price', 'pricey', 'expensive', 'cheap', 'overpriced', 'affordable', 'value'],
    wait: ['wait', 'waiting', 'waited', 'queue', 'slow', 'delay', 'quick', 'fast'],
    quality: ['quality', 'fresh', 'stale', 'delicious', 'tasty', 'taste', 'bland'],
    cleanliness: ['clean', 'cleanliness', 'dirty', 'hygiene', 'tidy', 'filthy'],
    bread: ['bread', 'baguette', 'loaf', 'sourdough'],
    croissant: ['croissant'],
    pastry: ['pastry', 'pastries', 'cake', 'viennoiserie', 'eclair', 'tart'],
    coffee: ['coffee', 'espresso', 'cappuccino', 'latte'],
  },
  fr: {
    welcome: [
      'accueil',
      'accueillant',
      'accueillante',
      'aimable',
      'souriant',
      'souriante',
      'sympathique',
      'sympa',
      'poli',
      'polie',
      'impoli',
      'desagreable',
    ],
    service: ['service', 'servi', 'servie', 'conseil'],
    staff: [
      'personnel',
      'equipe',
      'employe',
      'employee',
      'serveur',
      'serveuse',
      'vendeur',
      'vendeuse',
      'caissier',
      'caissiere',
      'boulanger',
      'patron',
      'patronne',
    ],
    price: ['prix', 'cher', 'chere', 'tarif', 'abordable', 'onereux'],
    wait: ['attente', 'attendre', 'attendu', 'queue', 'lent', 'lente', 'lenteur', 'delai', 'rapide'],
    quality: ['qualite', 'frais', 'fraiche', 'rassis', 'delicieux', 'delicieuse', 'savoureux', 'gout', 'fade'],
    cleanliness: ['proprete', 'propre', 'sale', 'salete', 'hygiene'],
    bread: ['pain', 'baguette', 'miche', 'levain'],
    croissant: ['croissant'],
    pastry: ['patisserie', 'viennoiserie', 'gateau', 'eclair', 'tarte', 'flan'],
    coffee: ['cafe', 'expresso', 'espresso', 'cappuccino'],
  },
};

/** Lower case without diacritics: "Qualité" and "qualite" are the same word. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const index: Record<ReplyLanguage, Map<string, Topic>> = { en: new Map(), fr: new Map() };
for (const language of ['en', 'fr'] as const) {
  for (const topic of topics) for (const word of keywords[language][topic]) index[language].set(word, topic);
}

/** Topics in the order the comment first mentions them. */
export function detectTopics(comment: string, language: ReplyLanguage): Topic[] {
  const found: Topic[] = [];
  for (const word of fold(comment).match(/[\p{L}\p{N}]+/gu) ?? []) {
    const topic = index[language].get(word) ?? index[language].get(word.replace(/[sx]$/, ''));
    if (topic && !found.includes(topic)) found.push(topic);
  }
  return found;
}
