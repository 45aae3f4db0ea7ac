import { describe, expect, it } from 'vitest';
import { detectTopics } from './builtIn/topics.ts';
import { createBuiltInWriter, writeReply } from './builtInWriter.ts';
import type { DraftInput } from './replyWriter.ts';

const base = { reviewerFirstName: 'Camille', businessName: 'Boulangerie Dupont' };

const bands = [
  { rating: 1, en: /sorry|apologise/i, fr: /désolés|excuses/, contact: { en: /contact|get in touch/, fr: /contact/ } },
  { rating: 2, en: /sorry|apologise/i, fr: /désolés|excuses/, contact: { en: /contact|get in touch/, fr: /contact/ } },
  { rating: 3, en: /improve|higher rating|progress/, fr: /progresser|améliorer|meilleure note|progrès/ },
  { rating: 4, en: /thank/i, fr: /merci|ravis/i },
  { rating: 5, en: /thank/i, fr: /merci|ravis/i },
];

describe('builtInWriter', () => {
  for (const band of bands) {
    for (const language of ['en', 'fr'] as const) {
      it(`should draft a ${band.rating}-star reply in ${language} with the name and the business`, async () => {
        const input: DraftInput = {
          ...base,
          rating: band.rating,
          comment: language === 'en' ? 'We came on Sunday.' : 'Venus dimanche.',
          language,
        };

        const reply = await createBuiltInWriter().draft(input);

        expect(reply.language).toBe(language);
        expect(reply.text).toContain('Camille');
        expect(reply.text).toContain('Boulangerie Dupont');
        expect(reply.text).toMatch(band[language]);
        expect(reply.text).toMatch(language === 'en' ? /thank/i : /merci|remerci/i);
        if (band.contact) expect(reply.text).toMatch(band.contact[language]);
        expect(reply.text).not.toMatch(/[[{}\]]/);
        // The English bank never leaks into French and vice versa.
        if (language === 'fr') expect(reply.text).not.toMatch(/\b(the|thank|team)\b/i);
        else expect(reply.text).not.toMatch(/\b(merci|équipe|nous)\b/i);
      });
    }
  }

  it('should be deterministic for the same input', () => {
    const input: DraftInput = { ...base, rating: 4, comment: 'Great croissants, a bit pricey.', language: 'en' };

    expect(writeReply(input)).toBe(writeReply({ ...input }));
  });

  it('should vary its phrasing across reviews', () => {
    const replies = new Set(
      Array.from({ length: 12 }, (_, i) =>
        writeReply({ ...base, reviewerFirstName: `Name${i}`, rating: 5, comment: 'Lovely.', language: 'en' }).replace(
          /Name\d+/,
          'X',
        ),
      ),
    );

    expect(replies.size).toBeGreaterThan(2);
  });

  it('should mention the topics it detects, in the reply language', () => {
    const en = writeReply({
      ...base,
      rating: 2,
      comment: 'The staff were rude and the WAIT was endless. Dirty tables.',
      language: 'en',
    });
    const fr = writeReply({
      ...base,
      rating: 5,
      comment: 'Des croissants délicieux et un accueil très chaleureux !',
      language: 'fr',
    });

    expect(en).toContain('our team, the welcome you received and the waiting time');
    expect(fr).toMatch(/nos croissants, la qualité de nos produits et l’accueil/);
  });

  it('should detect topics with or without accents, in plural, only in the review language', () => {
    expect(detectTopics('Qualite top, propreté impeccable, les PAINS sont bons, gâteaux', 'fr')).toEqual([
      'quality',
      'cleanliness',
      'bread',
      'pastry',
    ]);
    expect(detectTopics('Prix corrects, attente courte, café', 'fr')).toEqual(['price', 'wait', 'coffee']);
    expect(detectTopics('Half-price sale on bread', 'en')).toEqual(['price', 'bread']);
    expect(detectTopics('', 'en')).toEqual([]);
  });

  it('should write a short reply to a rating without a comment and greet without a name', () => {
    const text = writeReply({
      rating: 5,
      comment: '   ',
      reviewerFirstName: ' ',
      businessName: 'Chez Paul',
      language: 'fr',
      tone: 'professional',
    });

    expect(text).toMatch(/^(Bonjour|Madame, Monsieur),/);
    expect(text).toMatch(/votre note/);
    expect(text).toContain('L’équipe Chez Paul');
  });

  it('should change greeting and sign-off with the tone', () => {
    const input: DraftInput = { ...base, rating: 5, comment: 'Top', language: 'en' };

    expect(writeReply({ ...input, tone: 'professional' })).toMatch(/(Kind|Best) regards/);
    expect(writeReply({ ...input, tone: 'warm' })).toMatch(/(Warm regards|With thanks)/);
  });

  it('should never offer anything in exchange for a review', () => {
    for (let rating = 1; rating <= 5; rating += 1) {
      for (const language of ['en', 'fr'] as const) {
        expect(writeReply({ ...base, rating, comment: 'price service wait', language })).not.toMatch(
          /discount|gift|free|réduction|cadeau|offert|gratuit/i,
        );
      }
    }
  });

  it('should never exceed 4000 characters', () => {
    const text = writeReply({
      rating: 1,
      comment: 'bread '.repeat(500),
      reviewerFirstName: 'A'.repeat(2000),
      businessName: 'B'.repeat(3000),
      language: 'en',
    });

    expect(text.length).toBeLessThanOrEqual(4000);
  });

  it('should refuse a rating outside 1 to 5', async () => {
    await expect(
      createBuiltInWriter().draft({ ...base, rating: 0, comment: '', language: 'en' }),
    ).rejects.toMatchObject({ kind: 'invalid_input' });
  });
});
