// The benchmark data set (issue 18): organizations with many locations, sellers and campaigns,
// and 10k, 100k or 1M reviews with the distributions real accounts show. Loaded through the
// API's own migrations and demo seed (so the demo accounts sign in, subscribed), into the
// embedded database or a PostgreSQL server, in batches of rows sent as one array a column
// (`insert … select from unnest(…)`): the same statement on both engines, a few parameters
// per batch, and 1M reviews in a few minutes on PostgreSQL.
//
// Deterministic: the same seed and anchor day give the same rows (ids included). The anchor
// is today (UTC) unless given, so that "running" campaigns and "the last 30 days" mean what
// they mean on the day of the run.
//
//   node --import tsx bench/data/generate.mjs --size 100k --data-dir /tmp/x        (embedded)
//   node --import tsx bench/data/generate.mjs --size 1m --database-url postgres://…  (PostgreSQL)
//   node --import tsx bench/data/generate.mjs --size 10k --data-dir /tmp/x --embedded postgres
//        (the embedded PostgreSQL of EMBEDDED_DATABASE=postgres, in /tmp/x/postgres)
//
// Prints, and writes to --manifest when given, what the benchmarks need: the accounts, a
// location's public link, a campaign, the counts.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { businesses, cities, firstNames, lastNames, replyText, reviewText } from './corpus.mjs';

// The API's own dependencies, as the API resolves them (the root package does not list them).
const fromApi = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const { default: pg } = await import(fromApi.resolve('pg'));
const { rolePermissions } = await import(fromApi.resolve('@starcrew/contract'));
// The API's own database code, migrations and demo seed (not a copy): the API is no package
// to import by name, so its files are loaded by path, as its start script does.
const api = (path) => import(new URL(`../../apps/api/src/${path}`, import.meta.url).href);
const { openDatabase, openPglite, openPostgres } = await api('db/database.ts');
const { argon2Hasher } = await api('lib/passwords.ts');
const { DEMO_OWNER_EMAIL, DEMO_PASSWORD, seedDemo } = await api('seed.ts');
const { analyseReview } = await api('modules/reviews/reviews.insights.ts');

export const SIZES = { '10k': 10_000, '100k': 100_000, '1m': 1_000_000 };
const DAY = 86_400_000;
/** Reviews span four years before the anchor, more of them recently (accounts grow). */
const SPAN_DAYS = 4 * 365;

/** mulberry32: small, fast, and the same sequence on every machine. */
export function prng(seed) {
  let a = seed >>> 0;
  const rng = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  rng.int = (n) => Math.floor(rng() * n);
  rng.pick = (list) => list[Math.floor(rng() * list.length)];
  rng.uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(rng() * 16).toString(16));
    hex[12] = '4';
    hex[16] = ((Math.floor(rng() * 4) & 3) | 8).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  rng.code = () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    return Array.from({ length: 10 }, () => alphabet[Math.floor(rng() * 64)]).join('');
  };
  return rng;
}

/** Google's star distribution is J-shaped: mostly fives, then ones. */
const RATINGS = [
  [5, 0.62],
  [4, 0.19],
  [3, 0.07],
  [2, 0.04],
  [1, 0.08],
];
function rating(rng) {
  let u = rng();
  for (const [stars, share] of RATINGS) {
    if (u < share) return stars;
    u -= share;
  }
  return 5;
}

/** Index into `weights` drawn in proportion to them (cumulative table, binary search). */
function weighted(cumulative, rng) {
  const u = rng() * cumulative[cumulative.length - 1];
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] > u) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
const cumulate = (weights) => {
  let sum = 0;
  return weights.map((w) => (sum += w));
};

const day = (date) => date.toISOString().slice(0, 10);

/**
 * The shape of the data set: fixed whatever the size, so that 10k and 1M differ only by the
 * number of reviews (the comparison the benchmarks make). The demo organization, the one the
 * benchmarks sign in to, is the big account: 30 locations and half of all reviews; eleven
 * others share the rest.
 */
function plan(rng) {
  const orgs = [{ demo: true, locations: 30, share: 0.5 }];
  for (let i = 0; i < 11; i++) orgs.push({ demo: false, locations: 3 + rng.int(10), share: 0 });
  const others = orgs.slice(1).reduce((n, o) => n + o.locations, 0);
  for (const org of orgs.slice(1)) org.share = (0.5 * org.locations) / others;
  return orgs;
}

export async function generate({
  size,
  seed = 18,
  anchor = new Date(),
  dataDir,
  databaseUrl,
  embedded,
  log = console.log,
}) {
  const total = SIZES[size] ?? Number(size);
  if (!Number.isInteger(total) || total <= 0) throw new Error(`unknown size ${size}`);
  const anchorDay = new Date(`${day(anchor)}T00:00:00Z`);
  const rng = prng(seed);
  const started = Date.now();

  // The embedded PostgreSQL (`embedded: 'postgres'`) is started as the API starts it, in DATA_DIR.
  const database = databaseUrl
    ? await openPostgres(databaseUrl)
    : embedded === 'postgres'
      ? await openDatabase({ databaseUrl: undefined, dataDir, embeddedDatabase: 'postgres' })
      : await openPglite({ dataDir: join(dataDir, 'pglite') });
  const onServer = database.engine === 'postgres';
  const pgClient = databaseUrl
    ? new pg.Client({ connectionString: databaseUrl })
    : onServer
      ? await database.db.$client.connect()
      : null;
  if (databaseUrl) await pgClient.connect();
  const query = (text, params) => (pgClient ? pgClient.query(text, params) : database.client.query(text, params));
  try {
    await database.migrate();
    // The demo organization and accounts, as a fresh install has them (subscribed, demo password).
    if (!(await seedDemo(database.db, argon2Hasher, anchorDay))) throw new Error('the database is not empty');
    log(`migrated and seeded (${Math.round((Date.now() - started) / 1000)} s)`);
    const demoOrg = (await query(`select id from organizations`)).rows[0].id;
    const demoUsers = (
      await query(`select id, email, role, password_hash from users where organization_id = $1`, [demoOrg])
    ).rows;
    const demoLocation = (
      await query(`select id, collection_code from locations where organization_id = $1`, [demoOrg])
    ).rows[0];
    const owner = demoUsers.find((u) => u.email === DEMO_OWNER_EMAIL);
    const demoSellers = demoUsers.filter((u) => u.role === 'seller').map((u) => u.id);
    const demoManager = demoUsers.find((u) => u.role === 'manager');

    const rows = {
      organizations: [],
      locations: [],
      users: [],
      userLocations: [],
      campaigns: [],
      campaignLocations: [],
      campaignParticipants: [],
    };
    /** Per location: its organization, its sellers, its managers (assignees), its review weight. */
    const places = [];
    for (const [o, org] of plan(rng).entries()) {
      const orgId = org.demo ? demoOrg : rng.uuid();
      const business = rng.pick(businesses);
      if (!org.demo) rows.organizations.push({ id: orgId, name: `${business} ${rng.pick(lastNames)} ${o}` });
      const managers = org.demo ? [owner.id, demoManager.id] : [];
      if (!org.demo) {
        const ownerId = rng.uuid();
        managers.push(ownerId);
        rows.users.push(user(rng, ownerId, orgId, 'super_manager', `owner${o}`));
      }
      const orgPlaces = [];
      // Busier and quieter locations: a Zipf-like weight a location.
      for (let l = 0; l < org.locations; l++) {
        const isDemoFirst = org.demo && l === 0;
        const locationId = isDemoFirst ? demoLocation.id : rng.uuid();
        if (!isDemoFirst) {
          rows.locations.push({
            id: locationId,
            organizationId: orgId,
            googleLocationId: `locations/bench-${o}-${l}`,
            title: `${business} ${rng.pick(cities)} ${l + 1}`,
            address: `${1 + rng.int(120)} rue ${rng.pick(lastNames)}, ${rng.pick(cities)}`,
            collectionCode: rng.code(),
          });
        }
        const sellers = isDemoFirst ? [...demoSellers] : [];
        for (let s = 0, n = 4 + rng.int(5); s < n; s++) {
          const sellerId = rng.uuid();
          sellers.push(sellerId);
          rows.users.push(user(rng, sellerId, orgId, 'seller', `s${o}-${l}-${s}`));
          rows.userLocations.push({ userId: sellerId, locationId, organizationId: orgId, collectionCode: rng.code() });
        }
        if (l % 5 === 4 || (!org.demo && l === 0)) {
          const managerId = rng.uuid();
          managers.push(managerId);
          rows.users.push(user(rng, managerId, orgId, 'manager', `m${o}-${l}`));
          rows.userLocations.push({ userId: managerId, locationId, organizationId: orgId, collectionCode: null });
        }
        orgPlaces.push({ orgId, locationId, sellers, managers, weight: 1 / (1 + l) ** 0.6 });
      }
      // Shares within the organization, then the organization's share of the whole.
      const orgWeight = orgPlaces.reduce((n, p) => n + p.weight, 0);
      for (const p of orgPlaces) places.push({ ...p, weight: (org.share * p.weight) / orgWeight });
      campaignsOf(rng, rows, orgId, orgPlaces, managers[0], anchorDay, org.demo);
    }

    await insert(query, 'organizations', { id: 'uuid', name: 'text' }, rows.organizations);
    await insert(
      query,
      'users',
      {
        id: 'uuid',
        organization_id: 'uuid',
        role: 'text',
        email: 'text',
        first_name: 'text',
        last_name: 'text',
        locale: 'text',
        permissions: 'text',
        email_verified_at: 'timestamptz',
        password_hash: 'text',
        is_password_updated: 'bool',
        business_profile_token: 'bool',
      },
      // Every account signs in with the demo password (hashed once): sign-in is measured over many accounts.
      rows.users.map((u) => ({ ...u, emailVerifiedAt: anchorDay, passwordHash: owner.password_hash })),
      // Arrays of arrays cannot go through unnest: permissions travel as a comma list.
      { permissions: `string_to_array(permissions, ',')` },
    );
    await insert(
      query,
      'locations',
      {
        id: 'uuid',
        organization_id: 'uuid',
        google_location_id: 'text',
        title: 'text',
        address: 'text',
        review_url: 'text',
        license_status: 'text',
        collection_code: 'text',
      },
      rows.locations.map((l) => ({
        ...l,
        reviewUrl: 'https://search.google.com/local/writereview?placeid=bench',
        licenseStatus: 'active',
      })),
    );
    await insert(
      query,
      'user_locations',
      { user_id: 'uuid', location_id: 'uuid', organization_id: 'uuid', collection_code: 'text' },
      rows.userLocations,
    );
    await insert(
      query,
      'campaigns',
      {
        id: 'uuid',
        organization_id: 'uuid',
        title: 'text',
        start_date: 'date',
        end_date: 'date',
        reward_mode: 'text',
        reviews_target: 'int4',
        reward_description: 'text',
        reward_rule: 'text',
        location_mode: 'text',
        closed_at: 'timestamptz',
        created_by: 'uuid',
      },
      rows.campaigns,
    );
    await insert(
      query,
      'campaign_locations',
      { campaign_id: 'uuid', location_id: 'uuid', organization_id: 'uuid' },
      rows.campaignLocations,
    );
    await insert(
      query,
      'campaign_participants',
      { campaign_id: 'uuid', user_id: 'uuid', organization_id: 'uuid' },
      rows.campaignParticipants,
    );
    log(
      `accounts: ${rows.organizations.length + 1} organizations, ${places.length} locations, ${rows.users.length + demoUsers.length} users, ${rows.campaigns.length} campaigns`,
    );

    // Indexes are built once after the load rather than kept up to date row by row (several
    // times faster); their definitions are read back from the catalogue, as the migrations made them.
    const indexes = (
      await query(
        `select indexname, indexdef from pg_indexes where tablename = 'reviews' and indexname <> 'reviews_pkey'`,
      )
    ).rows;
    for (const { indexname } of indexes) await query(`drop index ${indexname}`);

    const cumulative = cumulate(places.map((p) => p.weight));
    const batch = onServer ? 5_000 : 2_000;
    const stamp = (n) => new Date(anchorDay.getTime() - n);
    let googleSeq = 0;
    let pending = Promise.resolve();
    for (let done = 0; done < total; done += batch) {
      const reviews = [];
      for (let i = done; i < Math.min(total, done + batch); i++) {
        const place = places[weighted(cumulative, rng)];
        // Density growing with time: the square root of a uniform draw leans towards today.
        const age = Math.floor((1 - Math.sqrt(rng())) * SPAN_DAYS * DAY) + (8 + rng.int(13)) * 3_600_000;
        const reviewedAt = stamp(age - DAY);
        const form = rng() < 0.2;
        const language = rng() < 0.7 ? 'fr' : 'en';
        const stars = form && rng() < 0.05 ? null : rating(rng);
        const first = rng.pick(firstNames);
        const last = rng.pick(lastNames);
        const hasComment = stars === null || rng() < (form ? 0.9 : 0.72);
        // Managers answer most reviews in time, the recent ones not yet.
        const answered = rng() < (age > 30 * DAY ? 0.72 : 0.3);
        const repliedAt = answered
          ? new Date(Math.min(reviewedAt.getTime() + (1 + rng.int(5 * 24)) * 3_600_000, anchorDay.getTime()))
          : null;
        // Form reviews come through a seller's link most of the time; a Google review is
        // matched to a seller now and then (issue 15's "likely" attribution).
        const attributed = place.sellers.length > 0 && rng() < (form ? 0.75 : 0.12);
        reviews.push({
          id: rng.uuid(),
          organizationId: place.orgId,
          locationId: place.locationId,
          source: form ? 'form' : 'google',
          googleReviewId: form ? null : `accounts/bench/${place.locationId}/reviews/${googleSeq++}`,
          rating: stars,
          comment: hasComment ? reviewText(rng, language, stars) : null,
          reviewerName: form ? `${first} ${last.charAt(0)}.` : `${first} ${last}`,
          reviewerEmail: form ? `${first}.${last}.${i}@example.com`.toLowerCase() : null,
          language: form ? language : null,
          replyText: answered ? replyText(rng, language, stars, first) : null,
          replyUpdatedAt: repliedAt,
          sellerId: attributed ? rng.pick(place.sellers) : null,
          attribution: attributed ? (form ? 'certain' : 'likely') : null,
          reviewerFirstName: form ? first : null,
          reviewerLastName: form ? last.charAt(0) : null,
          assignedTo: rng() < 0.08 ? rng.pick(place.managers) : null,
          reviewedAt,
          reviewUpdatedAt: reviewedAt,
          createdAt: reviewedAt,
          updatedAt: repliedAt ?? reviewedAt,
        });
        // Tagged as the import and the form tag what they store (without, the API's backfill job
        // analyses every review in the background, through the benchmarks). Draws no random number.
        const stored = reviews[reviews.length - 1];
        const insights = analyseReview({ rating: stored.rating, comment: stored.comment });
        stored.topics = insights.topics.join(',');
        stored.sentiment = insights.sentiment;
      }
      // The next batch is generated while the database stores this one.
      await pending;
      pending = insert(query, 'reviews', REVIEW_COLUMNS, reviews, {
        topics: `coalesce(string_to_array(nullif(topics, ''), ','), '{}')`,
      });
      if ((done / batch) % 20 === 19 || done + batch >= total)
        log(`reviews: ${done + batch} of ${total} (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    await pending;
    if (onServer) await query(`set maintenance_work_mem = '256MB'`);
    for (const { indexdef } of indexes) await query(indexdef);
    log(`indexes rebuilt (${Math.round((Date.now() - started) / 1000)} s)`);
    // What the review import keeps current on each location (locations.ts).
    await query(
      `update locations l set total_reviews = s.n, average_rating = s.avg
       from (select location_id, count(*)::int as n, round(avg(rating), 2) as avg from reviews group by location_id) s
       where s.location_id = l.id`,
    );
    await query(onServer ? 'vacuum analyze' : 'analyze');
    const counts = (
      await query(
        `select (select count(*)::int from reviews) as reviews, (select count(*)::int from reviews where organization_id = $1) as demo_reviews`,
        [demoOrg],
      )
    ).rows[0];
    const running = rows.campaigns.find((c) => c.organizationId === demoOrg && c.running);
    const manifest = {
      size,
      seed,
      anchor: day(anchorDay),
      engine: databaseUrl ? 'postgres' : embedded === 'postgres' ? 'embedded postgres' : 'pglite',
      reviews: counts.reviews,
      demoReviews: counts.demo_reviews,
      owner: { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD },
      seller: { email: 'lea@starcrew.app', password: DEMO_PASSWORD },
      /** Accounts of the demo organization that sign in with the demo password, for the sign-in load. */
      accounts: rows.users.filter((u) => u.organizationId === demoOrg).map((u) => u.email),
      location: { id: demoLocation.id, code: demoLocation.collection_code },
      campaignId: running.id,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
    log(`loaded ${counts.reviews} reviews (${counts.demo_reviews} in the demo organization) in ${manifest.seconds} s`);
    return manifest;
  } finally {
    if (databaseUrl) await pgClient.end();
    else pgClient?.release();
    await database.close();
  }
}

const REVIEW_COLUMNS = {
  id: 'uuid',
  organization_id: 'uuid',
  location_id: 'uuid',
  source: 'text',
  google_review_id: 'text',
  rating: 'int4',
  comment: 'text',
  reviewer_name: 'text',
  reviewer_email: 'text',
  language: 'text',
  reply_text: 'text',
  reply_updated_at: 'timestamptz',
  seller_id: 'uuid',
  attribution: 'text',
  reviewer_first_name: 'text',
  reviewer_last_name: 'text',
  assigned_to: 'uuid',
  reviewed_at: 'timestamptz',
  review_updated_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
  /** The analyser's tags, comma-joined (one array a column cannot carry arrays of varying length). */
  topics: 'text',
  sentiment: 'text',
};

function user(rng, id, organizationId, role, handle) {
  const firstName = rng.pick(firstNames);
  const lastName = rng.pick(lastNames);
  return {
    id,
    organizationId,
    role,
    email: `${handle}@bench.starcrew.test`,
    firstName,
    lastName,
    locale: rng() < 0.7 ? 'fr' : 'en',
    permissions: rolePermissions[role].join(','),
    isPasswordUpdated: true,
    businessProfileToken: true,
  };
}

/**
 * A campaign every two months over the span, on two to four locations with their sellers;
 * one of the demo's runs from 45 days before the anchor to a year after it (the one ranked).
 * Past ones are marked closed, so the server's close-out job has nothing to do during a run.
 */
function campaignsOf(rng, rows, organizationId, places, createdBy, anchorDay, demo) {
  const count = demo ? 24 : 4;
  for (let c = 0; c <= count; c++) {
    const running = c === count;
    const start = running
      ? new Date(anchorDay.getTime() - 45 * DAY)
      : new Date(anchorDay.getTime() - (SPAN_DAYS - c * 60) * DAY);
    const end = new Date(start.getTime() + (running ? 410 : 45) * DAY);
    const id = rng.uuid();
    const chosen = demo && running ? places.slice(0, 4) : places.filter(() => rng() < 0.4).slice(0, 4);
    if (chosen.length === 0) chosen.push(places[0]);
    rows.campaigns.push({
      id,
      organizationId,
      title: running ? 'Bench: running' : `Bench ${c + 1}`,
      startDate: day(start),
      endDate: day(end),
      rewardMode: 'target',
      reviewsTarget: 20 + rng.int(40),
      rewardDescription: 'Un bon cadeau',
      rewardRule: 'all_reaching_goal',
      locationMode: 'shared',
      closedAt: running ? null : end,
      createdBy,
      running,
    });
    const sellers = new Set();
    for (const place of chosen) {
      rows.campaignLocations.push({ campaignId: id, locationId: place.locationId, organizationId });
      for (const seller of place.sellers) sellers.add(seller);
    }
    for (const userId of sellers) rows.campaignParticipants.push({ campaignId: id, userId, organizationId });
  }
}

const camel = (column) => column.replace(/_([a-z])/g, (_, c) => c.toUpperCase());

/** One `insert … select from unnest($1::type[], …)` for all the rows: one array a column. */
async function insert(query, table, columns, rows, transforms = {}) {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const params = names.map((name) => rows.map((row) => row[camel(name)] ?? null));
  const select = names.map((name) => transforms[name] ?? name).join(', ');
  const unnest = names.map((name, i) => `$${i + 1}::${columns[name]}[]`).join(', ');
  await query(
    `insert into ${table} (${names.join(', ')}) select ${select} from unnest(${unnest}) as t(${names.join(', ')})`,
    params,
  );
}

// Run as a script.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '10k' },
      seed: { type: 'string', default: '18' },
      anchor: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      embedded: { type: 'string' },
      manifest: { type: 'string' },
    },
  });
  if (!values['data-dir'] && !values['database-url']) throw new Error('--data-dir or --database-url is required');
  const manifest = await generate({
    size: values.size,
    seed: Number(values.seed),
    anchor: values.anchor ? new Date(values.anchor) : new Date(),
    dataDir: values['data-dir'],
    databaseUrl: values['database-url'],
    embedded: values.embedded,
  });
  if (values.manifest) writeFileSync(values.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(JSON.stringify(manifest));
}
