import {
  errorMessageIds,
  firstNameOf,
  parseRatings,
  parseTopics,
  reviewMessageIds,
  type AiDraftResponse,
  type ReplyTemplate,
  type Review,
  type ReviewCounts,
  type ReviewSentiment,
  type ReviewSort,
  type ReviewSource,
  type ReviewTab,
  type Pagination,
  type Locale,
  type ReviewExportFormat,
} from '@starcrew/contract';
import { AiError, type ReplyLanguage, type ReplyWriter } from '../../adapters/ai/index.ts';
import {
  ProviderAccessRevokedError,
  ProviderError,
  ProviderRateLimitedError,
  type BusinessProfileProvider,
} from '../../adapters/google/index.ts';
import { composeEmail, type Mailer } from '../../adapters/mail/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { GrantStore } from '../businessProfile/businessProfile.grants.ts';
import { paginate } from '../networks/networks.repository.ts';
import type { Actor } from '../sellers/sellers.repository.ts';
import { csvStream, exportFileName, exportTypes, xlsxStream } from './reviews.export.ts';
import type { InboxRepository, InboxRow } from './reviews.inbox.repository.ts';
import type { InboxFilters } from './reviews.inbox.scope.ts';
import { presentReview, presentTemplate } from './reviews.presenter.ts';
import type { TemplatesRepository } from './reviews.templates.repository.ts';

export interface InboxServiceDeps {
  repository: InboxRepository;
  templates: TemplatesRepository;
  provider: BusinessProfileProvider;
  grants: Pick<GrantStore, 'grantFor' | 'markRevoked'>;
  mailer: Mailer;
  writer: ReplyWriter;
  now: () => Date;
  logError(error: unknown, what: string): void;
}

export interface InboxQuery {
  page: number;
  per_page: number;
  tab: ReviewTab;
  ratings?: string | undefined;
  search?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  source?: ReviewSource | undefined;
  topics?: string | undefined;
  sentiment?: ReviewSentiment | undefined;
  sort: ReviewSort;
  location_id?: string | undefined;
}

/** The export's query: the list's filters, tab and order, every page. */
export type InboxExportQuery = Omit<InboxQuery, 'page' | 'per_page'> & { format: ReviewExportFormat };

/**
 * The query's filters as the repository reads them: the one translation for the list and the
 * export, so a filter added here narrows both.
 */
export function filtersOf(query: Omit<InboxQuery, 'page' | 'per_page'>): InboxFilters {
  return {
    locationId: query.location_id,
    ratings: parseRatings(query.ratings),
    search: query.search || undefined,
    from: query.from,
    to: query.to,
    source: query.source,
    topics: parseTopics(query.topics),
    sentiment: query.sentiment,
  };
}

/** Rows read per query by the export (keyset pages). */
const EXPORT_BATCH = 500;

const notFound = () => new HttpError(404, { id: errorMessageIds.notFound });

/** French words and letters that English reviews rarely hold, and the reverse (no stored language). */
const FRENCH =
  /\b(le|la|les|des|du|au|très|tres|et|est|avec|pour|nous|merci|une?|pas|mais|trop|bien|bon|pain|c'est|vraiment|accueil)\b|[éèêàçù]/giu;
// Words both languages share ("service", "super") count for neither.
const ENGLISH = /\b(the|and|very|was|with|great|good|staff|we|they|would|not|it's|really|friendly)\b/giu;

/** The review's language for the reply: the stored one when known, else a guess from the text (French by default). */
export function replyLanguageOf(language: string | null, comment: string | null): ReplyLanguage {
  if (language?.toLowerCase().startsWith('en')) return 'en';
  if (language?.toLowerCase().startsWith('fr')) return 'fr';
  const text = comment ?? '';
  const english = text.match(ENGLISH)?.length ?? 0;
  const french = text.match(FRENCH)?.length ?? 0;
  return english > french ? 'en' : 'fr';
}

/**
 * The review inbox (issue 14): the filtered list with its tab counts, assignment, replies
 * (through Google for its reviews, by email for the form's), AI drafts and templates.
 */
export function createInboxService(deps: InboxServiceDeps) {
  const { repository, templates } = deps;

  async function findOr404(actor: Actor, id: string): Promise<InboxRow> {
    const row = await repository.find(actor, id);
    if (!row) throw notFound();
    return row;
  }

  /** Runs a call to Google and turns its refusals into what the manager reads. */
  async function throughGoogle<T>(
    organizationId: string,
    call: (grant: NonNullable<Awaited<ReturnType<GrantStore['grantFor']>>>) => Promise<T>,
  ): Promise<T> {
    const grant = await deps.grants.grantFor(organizationId);
    if (!grant) throw new HttpError(409, { id: reviewMessageIds.googleDisconnected });
    try {
      return await call(grant);
    } catch (error) {
      if (error instanceof ProviderRateLimitedError) {
        throw new HttpError(429, { id: reviewMessageIds.googleRateLimited });
      }
      if (error instanceof ProviderAccessRevokedError) {
        await deps.grants.markRevoked(organizationId);
        throw new HttpError(409, { id: reviewMessageIds.googleDisconnected });
      }
      if (error instanceof ProviderError) {
        deps.logError(error, 'reply on Google');
        // Google's own validation of the text: said on the composer's field.
        if (error.status === 400) throw HttpError.validation({ text: [{ id: reviewMessageIds.googleRefused }] });
        throw new HttpError(502, { id: reviewMessageIds.googleRefused });
      }
      throw error;
    }
  }

  return {
    async list(
      actor: Actor,
      query: InboxQuery,
    ): Promise<{ reviews: Review[]; counts: ReviewCounts; pagination: Pagination }> {
      if (query.location_id && !(await repository.locationVisible(actor, query.location_id))) throw notFound();
      const { rows, counts } = await repository.page(actor, filtersOf(query), {
        tab: query.tab,
        sort: query.sort,
        page: query.page,
        perPage: query.per_page,
      });
      return {
        reviews: rows.map(presentReview),
        counts,
        pagination: paginate(query.page, query.per_page, counts[query.tab]),
      };
    },

    /**
     * Every review the list shows under the same filters, tab and order, as a CSV or XLSX
     * stream. The count (and the scope's 404) come first, so a refusal or a database error is
     * an error answer, not a truncated file.
     */
    async export(actor: Actor, query: InboxExportQuery, locale: Locale) {
      if (query.location_id && !(await repository.locationVisible(actor, query.location_id))) throw notFound();
      const filters = filtersOf(query);
      const rows = await repository.count(actor, filters, query.tab);
      const naming = await repository.exportNaming(actor, query.location_id);
      async function* reviews() {
        for await (const batch of repository.batches(actor, filters, {
          tab: query.tab,
          sort: query.sort,
          size: EXPORT_BATCH,
        })) {
          yield batch.map(presentReview);
        }
      }
      return {
        rows,
        fileName: exportFileName(naming.name, deps.now(), naming.timezone, query.format),
        contentType: exportTypes[query.format],
        stream: query.format === 'csv' ? csvStream(reviews(), locale) : xlsxStream(reviews(), locale, naming.name),
      };
    },

    async assignees(actor: Actor) {
      const rows = await repository.assignees(actor);
      return rows.map((r) => ({ id: r.id, first_name: r.firstName, last_name: r.lastName, role: r.role }));
    },

    async assign(actor: Actor, id: string, userId: string | null): Promise<Review> {
      const row = await findOr404(actor, id);
      if (userId !== null) {
        const allowed = (await repository.assignees(actor)).some((m) => m.id === userId);
        if (!allowed)
          throw HttpError.validation({ user_id: [{ id: 'validation.invalid', values: { field: 'field.member' } }] });
      }
      await repository.update(row.review.id, { assignedTo: userId });
      return presentReview(await findOr404(actor, id));
    },

    /** Creates or replaces the reply: on Google for its reviews, by email to the customer for the form's. */
    async reply(actor: Actor, id: string, text: string): Promise<Review> {
      const row = await findOr404(actor, id);
      const { review } = row;
      let updatedAt = deps.now();
      if (review.source === 'google') {
        const sent = await throughGoogle(review.organizationId, (grant) =>
          deps.provider.replyToReview(grant, review.googleReviewId!, text),
        );
        updatedAt = sent.updateTime;
      } else {
        if (!review.reviewerEmail) throw new HttpError(409, { id: reviewMessageIds.noCustomerEmail });
        await deps.mailer.send(
          composeEmail({
            to: review.reviewerEmail,
            locale: replyLanguageOf(review.language, review.comment),
            template: 'reviewReply',
            params: {
              firstName: firstNameOf(review.reviewerName),
              businessName: row.locationTitle,
              reply: text,
              comment: review.comment ?? '',
            },
            meta: { organizationId: review.organizationId, reviewId: review.id },
          }),
        );
      }
      await repository.update(review.id, { replyText: text, replyUpdatedAt: updatedAt });
      return presentReview(await findOr404(actor, id));
    },

    /** Removes the reply (from Google too); an emailed reply cannot be unsent, it only leaves the inbox. */
    async deleteReply(actor: Actor, id: string): Promise<Review> {
      const { review } = await findOr404(actor, id);
      if (review.source === 'google') {
        await throughGoogle(review.organizationId, (grant) => deps.provider.deleteReply(grant, review.googleReviewId!));
      }
      await repository.update(review.id, { replyText: null, replyUpdatedAt: null });
      return presentReview(await findOr404(actor, id));
    },

    /** Deletes a form review; a Google review stays on Google, so it stays here (409, said plainly). */
    async remove(actor: Actor, id: string): Promise<void> {
      const { review } = await findOr404(actor, id);
      if (review.source === 'google') throw new HttpError(409, { id: reviewMessageIds.googleNotDeletable });
      await repository.remove(review.id);
    },

    /** A draft in the review's language, to edit: nothing is sent or stored. */
    async draft(actor: Actor, id: string, tone: 'warm' | 'professional'): Promise<AiDraftResponse['data']> {
      const { review, locationTitle } = await findOr404(actor, id);
      try {
        const draft = await deps.writer.draft({
          // A comment without stars is answered as a neutral one.
          rating: review.rating ?? 3,
          comment: review.comment ?? '',
          reviewerFirstName: firstNameOf(review.reviewerName),
          businessName: locationTitle,
          language: replyLanguageOf(review.language, review.comment),
          tone,
        });
        return { text: draft.text, language: draft.language };
      } catch (error) {
        if (!(error instanceof AiError)) throw error;
        deps.logError(error, 'AI draft');
        if (error.kind === 'rate_limited') throw new HttpError(429, { id: reviewMessageIds.aiUnavailable });
        throw new HttpError(502, { id: reviewMessageIds.aiUnavailable });
      }
    },

    templates: {
      async list(actor: Actor): Promise<ReplyTemplate[]> {
        return (await templates.list(actor.organizationId)).map(presentTemplate);
      },
      async create(actor: Actor, input: { title: string; body: string }): Promise<ReplyTemplate> {
        return presentTemplate(await templates.create(actor.organizationId, input));
      },
      async update(actor: Actor, id: string, input: { title: string; body: string }): Promise<ReplyTemplate> {
        const row = await templates.update(actor.organizationId, id, input);
        if (!row) throw notFound();
        return presentTemplate(row);
      },
      async remove(actor: Actor, id: string): Promise<void> {
        if (!(await templates.remove(actor.organizationId, id))) throw notFound();
      },
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
