import {
  campaignMessageIds,
  campaignRequestOf,
  hasRankRewards,
  lockedCampaignFields,
  type Campaign,
  type CampaignPlacement,
  type CampaignField,
  type CampaignValues,
  type SellerCampaign,
} from '@starcrew/contract';
import type { CampaignRow } from '../../db/schema/index.ts';
import { HttpError, type Message } from '../../lib/http-errors.ts';
import type { PlanUsage } from '../billing/billing.module.ts';
import { paginate } from '../networks/networks.repository.ts';
import type { AttributionRepository } from './attribution.repository.ts';
import { dayIn, statusOn } from './campaigns.dates.ts';
import { presentCampaign, presentRankings, presentStanding } from './campaigns.presenter.ts';
import {
  createCampaignsRepository,
  type Actor,
  type CampaignParts,
  type CampaignsRepository,
  type CampaignTab,
  type CampaignWrite,
} from './campaigns.repository.ts';
import type { Standing } from './campaigns.ranking.ts';
import { rankingsOf } from './campaigns.standings.ts';

export interface CampaignsServiceDeps {
  repository: CampaignsRepository;
  attribution: AttributionRepository;
  /** The plan limits (billing): a campaign's locations must have room on each of its days, checked and written as one. */
  limits: Pick<PlanUsage, 'exclusive'>;
  now: () => Date;
}

const notFound = () => new HttpError(404, { id: 'error.notFound' });
const invalid = (field: string): Message => ({ id: 'validation.invalid', values: { field: `field.${field}` } });
const locked: Message = { id: campaignMessageIds.lockedAfterStart };

/** The stored columns and parts of a valid request: what each mode and rule keeps, nothing else. */
function toWrite(values: CampaignValues): CampaignWrite {
  const perReview = values.reward_mode === 'per_review';
  const top = values.reward_rule === 'top_performers';
  const byRank = hasRankRewards(values);
  const description = values.reward_description?.trim() ? values.reward_description.trim() : null;
  return {
    campaign: {
      title: values.title.trim(),
      startDate: values.start_date,
      endDate: values.end_date,
      rewardMode: values.reward_mode,
      reviewsTarget: values.reviews_target ?? null,
      rewardRule: values.reward_rule,
      winnersCount: top ? (values.winners_count ?? 1) : null,
      rewardDescription: byRank ? null : description,
      amountPerReviewCents: perReview ? (values.amount_per_review_cents ?? null) : null,
      locationMode: values.location_mode,
    },
    rankRewards: byRank
      ? (values.rank_rewards ?? []).map((description, i) => ({ rank: i + 1, description: description.trim() }))
      : [],
    locationIds: [...new Set(values.location_ids)],
    participantIds: [...new Set(values.participant_ids)],
  };
}

/** A field's value as stored, comparable whatever the request left out (`undefined` and `null` alike). */
function comparable(values: CampaignValues, field: CampaignField): string {
  const write = toWrite(values);
  const c = write.campaign;
  const stored: Record<CampaignField, unknown> = {
    title: c.title,
    start_date: c.startDate,
    end_date: c.endDate,
    reward_mode: c.rewardMode,
    reviews_target: c.reviewsTarget,
    reward_rule: c.rewardRule,
    winners_count: c.winnersCount,
    different_rewards: write.rankRewards.length > 0,
    reward_description: c.rewardDescription,
    rank_rewards: write.rankRewards.map((r) => r.description),
    amount_per_review_cents: c.amountPerReviewCents,
    location_mode: c.locationMode,
    location_ids: [...write.locationIds].sort(),
    participant_ids: [...write.participantIds].sort(),
  };
  return JSON.stringify(stored[field] ?? null);
}

const noParts: CampaignParts = { rankRewards: [], locations: [], participants: [] };

/** Where and when a campaign runs, as the plan's running-campaigns limit weighs it. */
const placementOf = (
  campaign: { startDate: string; endDate: string },
  locationIds: readonly string[],
): CampaignPlacement => ({ start_date: campaign.startDate, end_date: campaign.endDate, location_ids: locationIds });

/** Whether `after` takes no location on a day `before` did not already hold: then the plan is not weighed again. */
const within = (after: CampaignPlacement, before: CampaignPlacement): boolean =>
  after.start_date >= before.start_date &&
  after.end_date <= before.end_date &&
  after.location_ids.every((id) => before.location_ids.includes(id));

/**
 * A seller's standing in a campaign, from its live rankings (the organization's days, a
 * submission and its Google twin counted once: `attributedReviews`). Separate mode: the seller's
 * best standing among the locations they rank at. The one reading of a seller's progress, for
 * `/seller/campaigns` and the seller dashboard's active campaign alike.
 */
export async function standingOf(
  attribution: AttributionRepository,
  row: CampaignRow,
  parts: CampaignParts,
  timeZone: string,
  sellerId: string,
): Promise<Standing> {
  const rankings = await rankingsOf(attribution, row, parts, timeZone);
  return (
    rankings
      .flatMap((r) => r.standings.filter((s) => s.userId === sellerId))
      .sort((a, b) => a.rank - b.rank || b.reviews - a.reviews)[0] ?? {
      userId: sellerId,
      reviews: 0,
      rank: 1,
      reached: false,
      wins: false,
      prize: null,
    }
  );
}

export interface SellerCampaignProgressDeps {
  repository: Pick<CampaignsRepository, 'timezoneOf' | 'partsOf' | 'activeFor'>;
  attribution: AttributionRepository;
}

/**
 * What other modules read of a seller's campaigns, counted as the campaigns module counts: the
 * organization's day, and the active campaign with the seller's standing (the seller dashboard).
 */
export function createSellerCampaignProgress({ repository, attribution }: SellerCampaignProgressDeps) {
  return {
    /** The organization's calendar day at an instant: what "running today" means for a campaign. */
    async today(organizationId: string, at: Date): Promise<string> {
      return dayIn(await repository.timezoneOf(organizationId), at);
    },

    /**
     * The campaign the seller takes part in that runs today in the organization's zone, ending
     * first (not archived), with the seller's standing in it: the same count as
     * `/seller/campaigns` and the campaign's ranking. Undefined without one.
     */
    async active(
      seller: { id: string; organizationId: string },
      at: Date,
    ): Promise<{ campaign: CampaignRow; standing: Standing } | undefined> {
      const timeZone = await repository.timezoneOf(seller.organizationId);
      const campaign = await repository.activeFor(seller, dayIn(timeZone, at));
      if (!campaign) return undefined;
      const parts = (await repository.partsOf(seller.organizationId, [campaign.id])).get(campaign.id) ?? noParts;
      return { campaign, standing: await standingOf(attribution, campaign, parts, timeZone, seller.id) };
    },
  };
}

export type SellerCampaignProgress = ReturnType<typeof createSellerCampaignProgress>;

/**
 * My Campaigns (issue 16): lists by status, details with live rankings, create, edit, archive;
 * and a seller's own campaigns. Status is the organization's day against the dates.
 */
export function createCampaignsService({ repository, attribution, limits, now }: CampaignsServiceDeps) {
  const todayOf = async (organizationId: string) => dayIn(await repository.timezoneOf(organizationId), now());

  async function partsOf(row: CampaignRow): Promise<CampaignParts> {
    return (
      (await repository.partsOf(row.organizationId, [row.id])).get(row.id) ?? {
        rankRewards: [],
        locations: [],
        participants: [],
      }
    );
  }

  async function visible(actor: Actor, id: string): Promise<CampaignRow> {
    const row = await repository.findVisible(actor, id);
    if (!row) throw notFound();
    return row;
  }

  /** Locations the actor may use, sellers at them, a period not over: 422 on the field otherwise. */
  async function checkParts(actor: Actor, write: CampaignWrite, today: string, field = 'end_date') {
    const errors: Record<string, Message[]> = {};
    const usable = await repository.usableLocationIds(actor, write.locationIds);
    if (write.locationIds.some((id) => !usable.has(id))) errors.location_ids = [invalid('location')];
    const sellers = await repository.sellersAt(actor.organizationId, write.participantIds, [...usable]);
    if (write.participantIds.some((id) => !sellers.has(id))) errors.participant_ids = [invalid('seller')];
    // A campaign already over would be closed at once, with nobody having played.
    if (write.campaign.endDate < today) errors[field] = [invalid('endDate')];
    if (Object.keys(errors).length > 0) throw HttpError.validation(errors);
  }

  /**
   * Runs `write` with the campaigns repository of one transaction that first weighs the plan
   * (billing's `exclusive`: the organization's lock, then `assertCampaignFits`), so two campaigns
   * saved at once cannot both take a location's last place: 403 PlanLimitReached naming the full
   * locations. `placement` undefined writes without weighing (nothing new would run).
   */
  function writeWithinPlan<T>(
    organizationId: string,
    placement: CampaignPlacement | undefined,
    exceptId: string | undefined,
    write: (campaigns: CampaignsRepository) => Promise<T>,
  ): Promise<T> {
    if (!placement) return write(repository);
    return limits.exclusive(organizationId, async ({ db, limits: checks }) => {
      await checks.assertCampaignFits(organizationId, placement, exceptId);
      return write(createCampaignsRepository(db));
    });
  }

  async function present(row: CampaignRow, today: string): Promise<Campaign> {
    return presentCampaign(row, await partsOf(row), today);
  }

  return {
    async list(actor: Actor, query: { tab: CampaignTab; archived: 'true' | 'false'; page: number; per_page: number }) {
      const today = await todayOf(actor.organizationId);
      const { rows, tabs } = await repository.list(actor, {
        tab: query.tab,
        archived: query.archived === 'true',
        today,
        page: query.page,
        perPage: query.per_page,
      });
      const parts = await repository.partsOf(
        actor.organizationId,
        rows.map((r) => r.id),
      );
      return {
        campaigns: rows.map((row) =>
          presentCampaign(row, parts.get(row.id) ?? { rankRewards: [], locations: [], participants: [] }, today),
        ),
        counts: tabs,
        pagination: paginate(query.page, query.per_page, tabs[query.tab]),
      };
    },

    async get(actor: Actor, id: string): Promise<Campaign> {
      return present(await visible(actor, id), await todayOf(actor.organizationId));
    },

    /** The live rankings: shared, one; separate, one per location. */
    async rankings(actor: Actor, id: string) {
      const row = await visible(actor, id);
      const parts = await partsOf(row);
      const rankings = await rankingsOf(attribution, row, parts, await repository.timezoneOf(row.organizationId));
      return { rankings: presentRankings(row, parts, rankings) };
    },

    async create(actor: Actor & { id: string }, values: CampaignValues): Promise<Campaign> {
      const write = toWrite(values);
      const today = await todayOf(actor.organizationId);
      await checkParts(actor, write, today);
      const placement = placementOf(write.campaign, write.locationIds);
      const row = await writeWithinPlan(actor.organizationId, placement, undefined, (campaigns) =>
        campaigns.create(actor.organizationId, { ...write, campaign: { ...write.campaign, createdBy: actor.id } }),
      );
      return present(row, today);
    },

    /**
     * Edits a campaign. Once started, the contract's locked fields (start date, reward objective,
     * ranking mode) must stay as they are, and so must what past counts rest on: no location
     * added or removed (an added one would count its earlier reviews), no seller removed (their
     * reviews would vanish from the ranking), an end date not before today. Sellers may join.
     * A completed campaign changes no more (its rewards exist or are being created).
     */
    async update(actor: Actor, id: string, values: CampaignValues): Promise<Campaign> {
      const row = await visible(actor, id);
      const today = await todayOf(actor.organizationId);
      const status = statusOn(today, row);
      const before = campaignRequestOf(await present(row, today)) as CampaignValues;
      const errors: Record<string, Message[]> = {};
      for (const field of lockedCampaignFields(status)) {
        if (comparable(values, field) !== comparable(before, field)) errors[field] = [locked];
      }
      if (status === 'in_progress') {
        if (comparable(values, 'location_ids') !== comparable(before, 'location_ids')) errors.location_ids = [locked];
        const kept = new Set(values.participant_ids);
        if (before.participant_ids.some((p) => !kept.has(p))) errors.participant_ids = [locked];
      }
      if (Object.keys(errors).length > 0) throw HttpError.validation(errors);
      const write = toWrite(values);
      await checkParts(actor, write, today);
      // Weighed when it runs (not archived) and its locations or days take a place it did not hold.
      const placement = placementOf(write.campaign, write.locationIds);
      const weighed =
        row.archivedAt === null && !within(placement, placementOf(row, before.location_ids)) ? placement : undefined;
      const updated = await writeWithinPlan(actor.organizationId, weighed, row.id, (campaigns) =>
        campaigns.update(actor.organizationId, row.id, write),
      );
      if (!updated) throw HttpError.validation({ end_date: [locked] });
      return present(updated, today);
    },

    /** Archives (withdraws and hides) or brings back a campaign; bringing back weighs the plan again. */
    async archive(actor: Actor, id: string, archived: boolean): Promise<Campaign> {
      const row = await visible(actor, id);
      const today = await todayOf(actor.organizationId);
      const placement =
        !archived && row.archivedAt !== null && statusOn(today, row) !== 'completed'
          ? placementOf(
              row,
              (await partsOf(row)).locations.map((l) => l.id),
            )
          : undefined;
      const changed = await writeWithinPlan(actor.organizationId, placement, row.id, (campaigns) =>
        campaigns.setArchived(actor.organizationId, row.id, archived ? (row.archivedAt ?? now()) : null),
      );
      if (!changed) throw notFound();
      return present(changed, today);
    },

    /** The seller's own campaigns (archived ones left out), each with their standing in it. */
    async sellerCampaigns(actor: Actor, query: { tab: CampaignTab; page: number; per_page: number }) {
      const timeZone = await repository.timezoneOf(actor.organizationId);
      const today = dayIn(timeZone, now());
      const { rows, tabs } = await repository.list(actor, {
        tab: query.tab,
        archived: false,
        today,
        page: query.page,
        perPage: query.per_page,
      });
      const parts = await repository.partsOf(
        actor.organizationId,
        rows.map((r) => r.id),
      );
      const campaigns: SellerCampaign[] = [];
      for (const row of rows) {
        const own = parts.get(row.id) ?? { rankRewards: [], locations: [], participants: [] };
        const standing = await standingOf(attribution, row, own, timeZone, actor.id);
        const { participants: _others, ...campaign } = presentCampaign(row, own, today);
        void _others;
        campaigns.push({ ...campaign, standing: presentStanding(row, standing) });
      }
      return { campaigns, counts: tabs, pagination: paginate(query.page, query.per_page, tabs[query.tab]) };
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
