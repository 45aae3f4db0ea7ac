import { describe, expect, it } from 'vitest';
import { analyseReview } from './reviews.insights.ts';

const analyse = (rating: number | null, comment: string | null) => analyseReview({ rating, comment });

describe('the review analyser, in English', () => {
  it('finds the topics a customer writes about', () => {
    expect(
      analyse(2, 'We waited 25 minutes for two coffees, the tables were dirty and the waitress was rude.').topics,
    ).toEqual(['waiting_time', 'cleanliness', 'staff', 'product']);
    expect(analyse(5, 'Lovely cosy atmosphere and the croissants are to die for. Fair prices too.').topics).toEqual([
      'price',
      'product',
      'ambiance',
    ]);
  });

  it('reads a negation round the word it governs, not beyond the clause', () => {
    expect(analyse(null, 'The staff were not friendly and the bread was not fresh.').sentiment).toBe('negative');
    expect(analyse(null, "Honestly the service wasn't bad at all.").sentiment).toBe('positive');
    expect(analyse(null, 'Not cheap but absolutely delicious, we loved it.').sentiment).toBe('positive');
  });

  it('weighs the words against the stars', () => {
    expect(analyse(3, 'Great bread but rude staff.').sentiment).toBe('neutral');
    expect(analyse(4, 'Terribly slow, dirty tables, rude staff, never again.').sentiment).toBe('negative');
    expect(analyse(2, 'Disappointing.').sentiment).toBe('negative');
    expect(analyse(5, null)).toEqual({ topics: [], sentiment: 'positive' });
    expect(analyse(null, null)).toEqual({ topics: [], sentiment: 'neutral' });
  });
});

describe('the review analyser, in French', () => {
  it('finds the topics, accents or not', () => {
    expect(
      analyse(1, "Une heure d'attente, la serveuse était désagréable et le pain était rassis. Trop cher pour ça.")
        .topics,
    ).toEqual(['price', 'waiting_time', 'staff', 'product']);
    expect(analyse(5, 'Accueil chaleureux, boutique très propre et des croissants délicieux !').topics).toEqual([
      'service',
      'cleanliness',
      'product',
      'ambiance',
    ]);
  });

  it("reads ne … pas, jamais and the idioms (pas terrible, pas cher, pas d'attente)", () => {
    expect(analyse(null, "Le personnel n'était pas aimable du tout.").sentiment).toBe('negative');
    expect(analyse(null, 'Les viennoiseries, pas terribles.').sentiment).toBe('negative');
    expect(analyse(null, "Pas cher et pas d'attente, que demander de plus ?").sentiment).toBe('positive');
    expect(analyse(null, 'Jamais propre, les tables sont collantes.').sentiment).toBe('negative');
  });

  it('keeps a middling review neutral and a glowing one positive', () => {
    expect(analyse(3, 'Le pain est bon mais le service est lent.').sentiment).toBe('neutral');
    expect(analyse(5, 'Super équipe, toujours souriante, je recommande !').sentiment).toBe('positive');
    expect(analyse(1, 'Plus jamais.').sentiment).toBe('negative');
  });
});
