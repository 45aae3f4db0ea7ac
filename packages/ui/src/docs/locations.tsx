/*
 * Example data for the pickers' stories: locations, sellers and managers of a bakery network.
 * Outside the `.stories.tsx` files, whose exports all become stories.
 */
export interface Place {
  id: string;
  name: string;
  address: string;
}

export const locations: Place[] = [
  { id: 'lyon', name: 'Boulangerie Martin — Lyon', address: '12 place de l’Hôtel de Ville, 69001 Lyon' },
  { id: 'paris', name: 'Boulangerie Martin — Paris 11e', address: '48 rue Oberkampf, 75011 Paris' },
  { id: 'nantes', name: 'Boulangerie Martin — Nantes', address: '3 quai de la Fosse, 44000 Nantes' },
  { id: 'lille', name: 'Boulangerie Martin — Lille', address: '21 rue de Béthune, 59800 Lille' },
  {
    id: 'bordeaux',
    name: 'Boulangerie-pâtisserie Martin et Fils — Bordeaux, quartier des Chartrons',
    address: '7 cours du Médoc, 33300 Bordeaux',
  },
  { id: 'marseille', name: 'Boulangerie Martin — Marseille', address: '5 quai du Port, 13002 Marseille' },
  { id: 'toulouse', name: 'Boulangerie Martin — Toulouse', address: '30 rue d’Alsace-Lorraine, 31000 Toulouse' },
];

export const sellers = [
  { id: 'claire', name: 'Claire Dubois' },
  { id: 'karim', name: 'Karim Benali' },
  { id: 'sophie', name: 'Sophie Laurent' },
  { id: 'thomas', name: 'Thomas Moreau' },
  { id: 'lea', name: 'Léa Fontaine' },
];

/** The long label of the list: 72 characters, so a Select shows its first 50 and "…". */
export const longLocation = locations[4]!;
