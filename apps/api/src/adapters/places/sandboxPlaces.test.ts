import { describe, expect, it } from 'vitest';
import { PlaceNotFoundError } from './places.errors.ts';
import type { SearchOrigin } from './places.types.ts';
import { createSandboxPlaces } from './sandboxPlaces.ts';

const bakery: SearchOrigin = {
  id: '3f1c2a9e-0000-4000-8000-000000000001',
  name: 'Maison Dorée Oberkampf',
  address: '42 Rue Oberkampf, 75011 Paris',
};
const hairdresser: SearchOrigin = {
  id: '3f1c2a9e-0000-4000-8000-000000000002',
  name: 'Salon Lumière',
  address: '8 Place Bellecour, 69002 Lyon',
};

const at = (iso: string) => () => new Date(iso);

describe('sandbox places', () => {
  it("lists a location's neighbours in its trade and town, with figures", async () => {
    const places = createSandboxPlaces({ now: at('2026-11-25T10:00:00Z') });
    const found = await places.searchText({ query: '', near: bakery });

    expect(found.length).toBeGreaterThanOrEqual(6);
    expect(new Set(found.map((p) => p.name)).size).toBe(found.length);
    for (const place of found) {
      expect(place.address).toMatch(/, 75011 Paris$/);
      expect(place.rating).toBeGreaterThanOrEqual(1);
      expect(place.rating).toBeLessThanOrEqual(5);
      expect(place.userRatingCount).toBeGreaterThan(0);
    }
    expect(found.some((p) => /Boulangerie|Fourn|Pain|Maison/.test(p.name))).toBe(true);
    const salons = await places.searchText({ query: '', near: hairdresser });
    expect(salons.every((p) => p.address?.endsWith('69002 Lyon'))).toBe(true);
    expect(salons.map((p) => p.placeId)).not.toEqual(found.map((p) => p.placeId));
  });

  it('names places as French does, contracting "de des" to "des"', async () => {
    const places = createSandboxPlaces({ now: at('2026-11-25T10:00:00Z') });
    const names = await Promise.all(
      Array.from({ length: 30 }, (_, i) => places.searchText({ query: '', near: { ...bakery, id: `loc-${i}` } })),
    );
    const all = names.flat().map((p) => p.name);
    expect(all.some((name) => /\b(des|du) /.test(name))).toBe(true);
    expect(all.filter((name) => /\bde (de|des|du) /.test(name))).toEqual([]);
  });

  it('finds by a word of the name or the trade, in either language, accents ignored', async () => {
    const places = createSandboxPlaces({ now: at('2026-11-25T10:00:00Z') });
    const all = await places.searchText({ query: '', near: bakery });
    const one = all[0]!;
    const word = one.name.split(' ').at(-1)!;

    const byName = await places.searchText({ query: word.toUpperCase(), near: bakery });
    expect(byName.map((p) => p.placeId)).toContain(one.placeId);
    expect(await places.searchText({ query: 'bakery', near: bakery })).toHaveLength(all.length);
    expect(await places.searchText({ query: 'pâtisserie', near: bakery })).toHaveLength(all.length);
    expect(await places.searchText({ query: 'zzz nothing', near: bakery })).toEqual([]);
    expect(await places.searchText({ query: '', near: bakery, limit: 2 })).toHaveLength(2);
  });

  it('is deterministic within a day, and across instances', async () => {
    const morning = createSandboxPlaces({ now: at('2026-11-25T06:00:00Z') });
    const evening = createSandboxPlaces({ now: at('2026-11-25T23:59:00Z') });
    const a = await morning.searchText({ query: '', near: bakery });
    expect(await evening.searchText({ query: '', near: bakery })).toEqual(a);
    expect(await evening.getPlace(a[0]!.placeId)).toEqual(await morning.getPlace(a[0]!.placeId));
  });

  it('moves from one day to the next: counts grow and ratings shift', async () => {
    const days = ['2026-11-25', '2026-11-26', '2026-12-02', '2027-03-01'].map((d) =>
      createSandboxPlaces({ now: at(`${d}T10:00:00Z`) }).searchText({ query: '', near: bakery }),
    );
    const [today, tomorrow, nextWeek, spring] = await Promise.all(days);
    const counts = (list: typeof today) => list!.map((p) => p.userRatingCount);

    expect(counts(tomorrow)).not.toEqual(counts(today));
    counts(nextWeek).forEach((count, i) => expect(count).toBeGreaterThan(counts(today)[i]!));
    expect(spring!.map((p) => p.rating)).not.toEqual(today!.map((p) => p.rating));
  });

  it('gives details with the latest reviews, newest first, in French and English', async () => {
    const places = createSandboxPlaces({ now: at('2026-11-25T10:00:00Z') });
    const [first] = await places.searchText({ query: '', near: bakery });
    const details = await places.getPlace(first!.placeId);

    expect(details).toMatchObject({ placeId: first!.placeId, name: first!.name, rating: first!.rating });
    expect(details.reviews).toHaveLength(5);
    const times = details.reviews.map((r) => r.publishedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBeLessThan(Date.parse('2026-11-25T00:00:00Z'));

    const many = await Promise.all(
      (await places.searchText({ query: '', near: bakery })).map((p) => places.getPlace(p.placeId)),
    );
    const reviews = many.flatMap((d) => d.reviews);
    expect(new Set(reviews.map((r) => r.language))).toEqual(new Set(['fr', 'en']));
    expect(reviews.find((r) => r.language === 'fr' && r.text)?.text).toMatch(/[a-zé]/);
    expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
  });

  it('refuses an id it did not make', async () => {
    const places = createSandboxPlaces();
    await expect(places.getPlace('ChIJN1t_tDeuEmsRUsoyG83frY4')).rejects.toBeInstanceOf(PlaceNotFoundError);
    await expect(places.getPlace('sandbox-bm90IGFuIGlk')).rejects.toBeInstanceOf(PlaceNotFoundError);
  });
});
