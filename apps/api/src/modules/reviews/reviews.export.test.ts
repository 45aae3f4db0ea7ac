import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '@starcrew/contract';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createTeam, signIn, type Team } from '../../../test/fixtures.ts';
import { locations, reviews } from '../../db/schema/index.ts';
import { addReview, locationOf } from './reviews.inbox.fixtures.ts';
import { createInboxRepository } from './reviews.inbox.repository.ts';
import { exportFileName, neutralized, slugOf } from './reviews.export.ts';

/**
 * The export (issue 14): exactly the rows of the list under the same filters, every page, in
 * its order, scoped like it; streamed as CSV or XLSX with a file name and type.
 */

let t: TestApp;
let team: Team;
let foreign: Team;
let owner: string;
let manager: string;
let seller: string;
let mine: string;
let other: string;

/** 1,234 reviews: more than two of the export's batches (500), with ties on the date and star-less ones. */
const MANY = 1_234;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  team = await createTeam(db, 'Boulangerie Crème & Pain');
  foreign = await createTeam(db, 'Org foreign export');
  [owner, manager, seller] = await Promise.all([
    signIn(t.app, team.owner.email),
    signIn(t.app, team.manager.email),
    signIn(t.app, team.seller.email),
  ]);
  [mine, other] = await Promise.all([locationOf(db, team.seller.id), locationOf(db, team.otherSeller.id)]);
  await db.update(locations).set({ title: 'Côté Gare' }).where(eq(locations.id, mine));
  const start = Date.parse('2026-01-01T08:00:00Z');
  await db.insert(reviews).values(
    Array.from({ length: MANY }, (_, i) => ({
      organizationId: team.organizationId,
      locationId: i % 3 === 0 ? other : mine,
      source: 'form' as const,
      // Every fifth review has no stars; the rest cycle through 1 to 5.
      rating: i % 5 === 0 ? null : ((i % 5) as number),
      comment: `Review ${i}, "quoted", with a comma\nand a new line`,
      reviewerName: `Reviewer ${i}`,
      reviewerEmail: null,
      // Pairs of reviews share their instant: the keyset must still see each once.
      reviewedAt: new Date(start + Math.floor(i / 2) * 3_600_000),
      reviewUpdatedAt: new Date(start),
      sellerId: i % 7 === 0 ? team.seller.id : null,
      replyText: i % 4 === 0 ? `Merci ${i}` : null,
      replyUpdatedAt: i % 4 === 0 ? new Date(start + i * 60_000) : null,
    })),
  );
  // Instants a millisecond cannot hold: the cursor keeps microseconds.
  await db.execute(sql`update reviews set reviewed_at = reviewed_at + interval '1 microsecond' * (random() * 999)::int
    where organization_id = ${team.organizationId} and rating = 3`);
  await addReview(db, {
    organizationId: foreign.organizationId,
    locationId: await locationOf(db, foreign.seller.id),
    comment: 'Foreign review',
  });
}, 120_000);
afterAll(() => t.close());

const get = (token: string, url: string, locale = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...bearer(token), 'accept-language': locale } });

/** Every page of the list, as the console would walk it. */
async function everyPage(token: string, query: string): Promise<Review[]> {
  const all: Review[] = [];
  for (let page = 1; ; page++) {
    const answer = await get(token, `/manager/reviews?${query}&per_page=100&page=${page}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data as { reviews: Review[]; pagination: { last_page: number } };
    all.push(...data.reviews);
    if (page >= data.pagination.last_page) return all;
  }
}

const name = (m: Review['collected_by']) => (m ? `${m.first_name} ${m.last_name}` : '');
/** A review as its CSV row reads. */
const csvRow = (r: Review) => [
  r.reviewed_at,
  r.location_title,
  r.source === 'google' ? 'Google' : 'Review form',
  r.rating === null ? '' : String(r.rating),
  r.reviewer_name,
  r.comment ?? '',
  name(r.collected_by),
  name(r.assigned_to),
  r.reply?.text ?? '',
  r.reply?.updated_at ?? '',
];

const parseCsv = (body: string): string[][] => parse(body, { bom: true }) as string[][];

async function exportCsv(token: string, query: string) {
  const answer = await get(token, `/manager/reviews/export?format=csv&${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return { answer, rows: parseCsv(answer.body) };
}

describe('the inbox export', () => {
  it.each([
    ['every review, newest first', 'tab=all'],
    ['unanswered 1–2 stars, lowest first', 'tab=unanswered&ratings=1,2&sort=lowest'],
    ['answered, oldest first, one location', 'tab=answered&sort=oldest&location_id=MINE'],
    ['lowest first over star-less reviews', 'sort=lowest&from=2026-01-10&to=2026-02-20'],
    ['a search', 'search=Reviewer%2012'],
  ])('should hold exactly the filtered list, every page in its order: %s', async (_, template) => {
    const query = template.replace('MINE', mine);
    const list = await everyPage(owner, query);
    const { answer, rows } = await exportCsv(owner, query);
    expect(rows[0]).toEqual([
      'Date',
      'Location',
      'Source',
      'Rating',
      'Reviewer',
      'Comment',
      'Collected by',
      'Assigned to',
      'Reply',
      'Replied on',
    ]);
    expect(rows.slice(1)).toEqual(list.map(csvRow));
    expect(answer.headers['x-export-rows']).toBe(String(list.length));
  });

  it('should cross several batches of the export without a review lost or repeated', async () => {
    const { rows } = await exportCsv(owner, 'tab=all');
    expect(rows.length - 1).toBe(MANY);
    expect(new Set(rows.slice(1).map((r) => r[4])).size).toBe(MANY);
  });

  it('should name the file after the location or the organization, and the day in the organization’s zone', async () => {
    const today = exportFileName('x', new Date(), 'Europe/Paris', 'csv').slice(10, 20);
    const all = await get(owner, '/manager/reviews/export?format=csv');
    expect(all.headers['content-disposition']).toBe(
      `attachment; filename="reviews-boulangerie-creme-pain-${today}.csv"`,
    );
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['cache-control']).toBe('no-store');
    const one = await get(owner, `/manager/reviews/export?format=xlsx&location_id=${mine}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-disposition']).toBe(`attachment; filename="reviews-cote-gare-${today}.xlsx"`);
    expect(one.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('should write the XLSX with the same rows as the list, numbers and dates typed', async () => {
    const query = 'tab=unanswered&ratings=1,2&sort=lowest';
    const list = await everyPage(manager, query);
    const answer = await get(manager, `/manager/reviews/export?format=xlsx&${query}`, 'fr');
    expect(answer.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Boulangerie Crème & Pain');
    const values = sheet.getSheetValues().slice(1) as unknown[][];
    expect(values[0]!.slice(1, 5)).toEqual(['Date', 'Établissement', 'Source', 'Note']);
    expect(values.length - 1).toBe(list.length);
    const read = values.slice(1).map((row) => ({
      at: (row[1] as Date).toISOString(),
      rating: row[4],
      reviewer: row[5],
      comment: row[6],
    }));
    expect(read).toEqual(
      list.map((r) => ({ at: r.reviewed_at, rating: r.rating, reviewer: r.reviewer_name, comment: r.comment })),
    );
  });

  it('should scope the export like the list: the manager their locations, no other organization', async () => {
    const { rows } = await exportCsv(manager, 'tab=all');
    expect(rows.length - 1).toBe((await everyPage(manager, 'tab=all')).length);
    expect(new Set(rows.slice(1).map((r) => r[1]))).toEqual(new Set(['Côté Gare']));
    expect((await get(manager, `/manager/reviews/export?format=csv&location_id=${other}`)).statusCode).toBe(404);
    const foreignLocation = await locationOf(t.database.db, foreign.seller.id);
    expect((await get(owner, `/manager/reviews/export?format=csv&location_id=${foreignLocation}`)).statusCode).toBe(
      404,
    );
    const { rows: owners } = await exportCsv(owner, 'search=Foreign');
    expect(owners).toHaveLength(1);
    expect((await get(seller, '/manager/reviews/export?format=csv')).statusCode).toBe(403);
  });

  it('should refuse an unknown format with the field named', async () => {
    const answer = await get(owner, '/manager/reviews/export?format=pdf');
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors)).toEqual(['format']);
  });
});

describe('the export’s keyset paging', () => {
  it.each(['newest', 'oldest', 'lowest'] as const)(
    'should give, two at a time, the rows of one %s query',
    async (sort) => {
      const repository = createInboxRepository(t.database.db);
      const actor = { id: team.owner.id, organizationId: team.organizationId, role: 'super_manager' as const };
      const filters = { ratings: [], topics: [], from: '2026-01-01', to: '2026-01-02' };
      const { rows } = await repository.page(actor, filters, { tab: 'all', sort, page: 1, perPage: 100 });
      expect(rows.length).toBeGreaterThan(20);
      const batched: string[] = [];
      for await (const batch of repository.batches(actor, filters, { tab: 'all', sort, size: 2 })) {
        batched.push(...batch.map((r) => r.review.id));
      }
      expect(batched).toEqual(rows.map((r) => r.review.id));
    },
  );
});

describe('export helpers', () => {
  it('should slug names in plain ASCII', () => {
    expect(slugOf('Crème & Pain — Côté Gare')).toBe('creme-pain-cote-gare');
    expect(slugOf('***')).toBe('all');
  });

  it('should date the file in the organization’s zone', () => {
    // 23:30 UTC on 25 November is already the 26th in Paris, still the 25th in New York.
    const late = new Date('2026-11-25T23:30:00Z');
    expect(exportFileName('Côté Gare', late, 'Europe/Paris', 'xlsx')).toBe('reviews-cote-gare-2026-11-26.xlsx');
    expect(exportFileName('Côté Gare', late, 'America/New_York', 'csv')).toBe('reviews-cote-gare-2026-11-25.csv');
  });

  it('should keep a spreadsheet from reading a customer’s text as a formula', () => {
    expect(neutralized('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutralized('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralized('Très bien')).toBe('Très bien');
  });
});
