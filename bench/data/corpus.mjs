// Words the generator draws from: names, review texts and replies in French and English.
// Texts are built from fragments so that 1M reviews are not 20 strings repeated (search and
// the pages' sizes then behave as with real text), while staying deterministic.

export const firstNames = [
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Inès',
  'Sarah',
  'Jade',
  'Louise',
  'Emma',
  'Alice',
  'Lucas',
  'Hugo',
  'Louis',
  'Nathan',
  'Gabriel',
  'Jules',
  'Arthur',
  'Tom',
  'Paul',
  'Théo',
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Mia',
  'Noah',
  'Oliver',
  'George',
  'Harry',
  'Jack',
  'Nadia',
  'Karim',
  'Yasmine',
  'Mehdi',
  'Sofia',
  'Marco',
  'Anna',
  'Jonas',
  'Elif',
  'Pedro',
];

export const lastNames = [
  'Martin',
  'Bernard',
  'Thomas',
  'Petit',
  'Robert',
  'Richard',
  'Durand',
  'Dubois',
  'Moreau',
  'Laurent',
  'Simon',
  'Michel',
  'Lefebvre',
  'Leroy',
  'Roux',
  'David',
  'Bertrand',
  'Morel',
  'Fournier',
  'Girard',
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Evans',
  'Walker',
  'Benali',
  'Haddad',
  'Nguyen',
  'Rossi',
  'Garcia',
  'Silva',
  'Müller',
  'Yilmaz',
  'Kowalski',
  'Novak',
];

export const cities = [
  'Paris',
  'Lyon',
  'Marseille',
  'Bordeaux',
  'Lille',
  'Nantes',
  'Toulouse',
  'Nice',
  'Rennes',
  'Strasbourg',
  'Montpellier',
  'Grenoble',
  'Dijon',
  'Angers',
  'Reims',
  'London',
  'Bristol',
  'Brussels',
  'Geneva',
  'Lausanne',
];

export const businesses = [
  'Boulangerie',
  'Café',
  'Bistrot',
  'Salon',
  'Garage',
  'Pharmacie',
  'Opticien',
  'Fleuriste',
  'Librairie',
  'Hôtel',
];

/** [opening, detail, closing] fragments per language and mood. */
const fragments = {
  fr: {
    good: [
      ['Excellent accueil', 'Super expérience', 'Très bonne adresse', 'Un vrai plaisir', 'Parfait comme toujours'],
      [
        'le personnel est souriant et de bon conseil',
        'les produits sont frais et de qualité',
        'service rapide même un samedi matin',
        'le cadre est agréable et très propre',
        'on sent le soin apporté à chaque détail',
        'la vendeuse a pris le temps de tout nous expliquer',
      ],
      ['je recommande vivement.', 'nous reviendrons !', 'merci à toute l’équipe.', 'bravo.', 'à refaire.'],
    ],
    mixed: [
      ['Correct dans l’ensemble', 'Pas mal', 'Bien mais', 'Expérience moyenne', 'Bon rapport qualité-prix'],
      [
        'un peu d’attente à la caisse',
        'le choix était limité en fin de journée',
        'accueil un peu froid ce jour-là',
        'les prix ont augmenté récemment',
        'la commande était incomplète',
      ],
      ['peut mieux faire.', 'à voir la prochaine fois.', 'dommage.', 'sans plus.', 'on verra.'],
    ],
    bad: [
      ['Très déçu', 'À éviter', 'Mauvaise expérience', 'Inadmissible', 'Plus jamais'],
      [
        'vingt minutes d’attente et personne pour s’excuser',
        'produit périmé vendu au prix fort',
        'le vendeur a été désagréable',
        'commande perdue deux fois de suite',
        'la boutique était sale',
      ],
      ['je ne reviendrai pas.', 'vraiment dommage.', 'aucune réponse à ma réclamation.', 'fuyez.', 'déplorable.'],
    ],
  },
  en: {
    good: [
      ['Lovely place', 'Great experience', 'Fantastic service', 'Always a pleasure', 'Highly recommended'],
      [
        'the staff were friendly and helpful',
        'everything was fresh and well made',
        'quick service even on a busy Saturday',
        'the shop is spotless and welcoming',
        'they clearly care about every detail',
        'the assistant took the time to explain everything',
      ],
      ['will definitely come back.', 'thank you to the whole team.', 'five stars.', 'keep it up!', 'worth the trip.'],
    ],
    mixed: [
      ['Decent overall', 'Not bad', 'Good but', 'Average visit', 'Fair value'],
      [
        'a bit of a wait at the till',
        'not much left late in the day',
        'the welcome was a little cold',
        'prices went up recently',
        'my order was incomplete',
      ],
      ['could do better.', 'we will see next time.', 'a shame.', 'nothing special.', 'ok I guess.'],
    ],
    bad: [
      ['Very disappointed', 'Avoid', 'Bad experience', 'Unacceptable', 'Never again'],
      [
        'twenty minutes of waiting and nobody apologised',
        'out of date product sold at full price',
        'the assistant was rude',
        'they lost my order twice',
        'the shop was dirty',
      ],
      ['I will not be back.', 'such a shame.', 'no answer to my complaint.', 'stay away.', 'appalling.'],
    ],
  },
};

const replies = {
  fr: {
    good: ['Merci beaucoup pour votre avis, à très bientôt !', 'Merci {name}, toute l’équipe est ravie.'],
    mixed: ['Merci pour votre retour, nous allons nous améliorer.', 'Merci {name}, vos remarques sont transmises.'],
    bad: [
      'Nous sommes désolés, {name}. Contactez-nous pour que nous puissions arranger cela.',
      'Toutes nos excuses, ce n’est pas notre standard.',
    ],
  },
  en: {
    good: ['Thank you so much, see you soon!', 'Thanks {name}, the whole team is delighted.'],
    mixed: ['Thanks for the feedback, we will do better.', 'Thanks {name}, we have passed your comments on.'],
    bad: [
      'We are sorry, {name}. Please get in touch so we can put it right.',
      'Our apologies, this is not our standard.',
    ],
  },
};

const mood = (rating) => (rating === null || rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad');

/** A review text of one to three sentences in the reviewer's language and the rating's mood. */
export function reviewText(rng, language, rating) {
  const [open, detail, close] = fragments[language][mood(rating)];
  const sentences = 1 + Math.floor(rng() * 3);
  let text = `${rng.pick(open)}, ${rng.pick(detail)}`;
  if (sentences > 1) text += `, ${rng.pick(detail)}`;
  return sentences > 2 ? `${text} ; ${rng.pick(close)}` : `${text}, ${rng.pick(close)}`;
}

export function replyText(rng, language, rating, firstName) {
  return rng.pick(replies[language][mood(rating)]).replace('{name}', firstName);
}
