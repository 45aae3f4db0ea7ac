import type { PhraseBank } from './types.ts';

const what = (hasComment: boolean) => (hasComment ? 'votre avis' : 'votre note');
// French puts a non-breaking space before "!", "?", ":" and ";".
const nb = '\u00a0';

export const fr: PhraseBank = {
  greeting: {
    warm: [(n) => `Bonjour ${n},`, (n) => `Bonjour ${n}${nb}!`],
    professional: [(n) => `Bonjour ${n},`],
  },
  greetingWithoutName: { warm: ['Bonjour,'], professional: ['Bonjour,', 'Madame, Monsieur,'] },
  opening: {
    low: [
      (c) =>
        `Merci d’avoir pris le temps de nous laisser ${what(c.hasComment)}, et nous sommes désolés que votre visite n’ait pas été à la hauteur de vos attentes.`,
      (c) =>
        `Nous sommes sincèrement désolés de lire que votre expérience chez ${c.business} a été décevante, et nous vous remercions de nous l’avoir signalé.`,
      () =>
        `Merci pour votre retour sincère. Nous vous présentons nos excuses${nb}: ce n’est pas l’expérience que nous voulons offrir à nos clients.`,
    ],
    mid: [
      (c) => `Merci pour ${what(c.hasComment)} et pour votre franchise.`,
      (c) => `Merci pour votre visite chez ${c.business} et pour votre retour.`,
      () => `Nous vous remercions d’avoir pris le temps de nous parler de votre visite.`,
    ],
    high: [
      (c) =>
        c.rating === 5
          ? `Un grand merci pour ${what(c.hasComment)}${nb}!`
          : `Merci beaucoup pour ${what(c.hasComment)}${nb}!`,
      (c) => `Merci, nous sommes ravis que votre visite chez ${c.business} vous ait plu.`,
      (c) => (c.hasComment ? `Quel plaisir de lire votre avis, merci${nb}!` : `Merci beaucoup pour votre note${nb}!`),
    ],
  },
  topics: {
    low: [
      (list) =>
        `Nous prenons très au sérieux vos remarques sur ${list} et les avons partagées avec les personnes concernées.`,
      (list) =>
        `Ce que vous dites sur ${list} a été transmis aux personnes concernées afin que nous puissions y remédier.`,
    ],
    mid: [
      (list) => `Nous avons bien noté vos remarques sur ${list} et travaillons à nous améliorer.`,
      (list) => `Vos remarques sur ${list} nous aident à voir où nous pouvons progresser.`,
    ],
    high: [
      (list) => `Vos mots aimables sur ${list} nous font très plaisir.`,
      (list) => `Merci d’avoir mentionné ${list}${nb}; nous transmettrons vos mots à chacun.`,
    ],
  },
  closing: {
    low: [
      (c) =>
        `Nous aimerions comprendre ce qui s’est passé et nous rattraper${nb}: n’hésitez pas à contacter directement ${c.business} pour que nous en parlions.`,
      () =>
        `Si vous le souhaitez, contactez-nous directement afin que nous puissions revenir ensemble sur votre visite et trouver une solution.`,
    ],
    mid: [
      () => `Nous espérons vous accueillir à nouveau bientôt et mériter une meilleure note la prochaine fois.`,
      (c) => `Au plaisir de vous revoir chez ${c.business} pour vous montrer nos progrès.`,
    ],
    high: [
      () => `Au plaisir de vous accueillir à nouveau très bientôt.`,
      (c) => `À très bientôt chez ${c.business}${nb}!`,
      () => `Nous espérons vous revoir très vite.`,
    ],
  },
  signOff: {
    warm: [(b) => `Belle journée à vous,\nL’équipe ${b}`, (b) => `À bientôt,\nL’équipe ${b}`],
    professional: [(b) => `Bien cordialement,\nL’équipe ${b}`, (b) => `Cordialement,\nL’équipe ${b}`],
  },
  topicLabels: {
    welcome: 'l’accueil',
    service: 'le service',
    staff: 'notre équipe',
    price: 'nos prix',
    wait: 'le temps d’attente',
    quality: 'la qualité de nos produits',
    cleanliness: 'la propreté',
    bread: 'notre pain',
    croissant: 'nos croissants',
    pastry: 'nos pâtisseries',
    coffee: 'notre café',
  },
  join: (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`),
};
