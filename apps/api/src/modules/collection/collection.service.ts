import {
  collectionMessageIds,
  DEFAULT_COLLECTION_TEMPLATES,
  errorMessageIds,
  normalizePhone,
  renderCollectionTemplate,
  REVIEW_REQUESTS_PER_DAY,
  SMS_BODY_MAX,
  textLength,
  type CollectionTemplatesData,
  type CollectionTemplatesRequest,
  type CollectionTools,
  type ReviewRequestChannel,
} from '@starcrew/contract';
import { escapeHtml, type Mailer, type MailLocale } from '../../adapters/mail/index.ts';
import type { SmsSender } from '../../adapters/sms/index.ts';
import type { CollectionTemplatesRow, LocationRow, UserRow } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { paginate } from '../networks/networks.repository.ts';
import { presentQr } from '../sellers/sellers.presenter.ts';
import { presentRequest } from './collection.presenter.ts';
import type { CollectionRepository } from './collection.repository.ts';

export interface CollectionServiceDeps {
  repository: CollectionRepository;
  mailer: Mailer;
  sms: SmsSender;
  now: () => Date;
  publicUrl: string;
  logError(error: unknown, what: string): void;
}

export interface SendInput {
  channel: ReviewRequestChannel;
  first_name: string;
  email?: string | undefined;
  phone?: string | undefined;
  seller_id?: string | null | undefined;
}

const notFound = () => new HttpError(404, { id: errorMessageIds.notFound });
const invalidSeller = () =>
  HttpError.validation({ seller_id: [{ id: 'validation.invalid', values: { field: 'field.seller' } }] });

/** Midnight UTC of the day `at` falls in: the daily limit's day. */
const dayStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** The review-request messages of a location, the requests themselves and their history (issue 15). */
export function createCollectionService(deps: CollectionServiceDeps) {
  const { repository, now } = deps;
  const base = deps.publicUrl.replace(/\/$/, '');
  const linkOf = (locationId: string, code: string) => {
    const path = `/reviews/${locationId}/${code}`;
    return { path, url: `${base}${path}` };
  };

  function presentTemplates(row: CollectionTemplatesRow | undefined, locale: MailLocale): CollectionTemplatesData {
    const fallback = DEFAULT_COLLECTION_TEMPLATES[locale];
    return {
      sms_body: row?.smsBody ?? fallback.sms_body,
      email_subject: row?.emailSubject ?? fallback.email_subject,
      email_body: row?.emailBody ?? fallback.email_body,
      is_default: !row,
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
  }

  async function visibleLocation(actor: UserRow, id: string): Promise<LocationRow> {
    const location = await repository.location(actor, id);
    if (!location) throw notFound();
    return location;
  }

  async function limitOf(locationId: string) {
    return { per_day: REVIEW_REQUESTS_PER_DAY, sent_today: await repository.sentSince(locationId, dayStart(now())) };
  }

  /** The email: the template's text, and the same as HTML with the link clickable. */
  function emailOf(text: string, link: string) {
    const html = escapeHtml(text)
      .split(escapeHtml(link))
      .join(`<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)
      .replace(/\n/g, '<br>\n');
    return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">${html}</body></html>`;
  }

  /**
   * Sends one request with the link of `sellerCode` (or the location's own) and records it.
   * The record is taken first, within the daily limit; the adapter's answer sets its status.
   */
  async function send(
    sender: UserRow,
    location: LocationRow,
    seller: { id: string; firstName: string; lastName: string; code: string } | null,
    input: SendInput,
    locale: MailLocale,
  ) {
    const templates = presentTemplates(await repository.templates(location.id), locale);
    const link = linkOf(location.id, seller?.code ?? location.collectionCode).url;
    const values = { firstName: input.first_name, link, business: location.title };
    const recipient = input.channel === 'email' ? input.email! : normalizePhone(input.phone!)!;
    const smsBody = renderCollectionTemplate(templates.sms_body, values);
    if (input.channel === 'sms' && textLength(smsBody) > SMS_BODY_MAX) {
      throw HttpError.validation({ channel: [{ id: collectionMessageIds.smsTooLong, values: { max: SMS_BODY_MAX } }] });
    }
    const at = now();
    const row = await repository.reserve(
      {
        organizationId: location.organizationId,
        locationId: location.id,
        senderId: sender.id,
        senderName: `${sender.firstName} ${sender.lastName}`,
        sellerId: seller?.id ?? null,
        sellerName: seller ? `${seller.firstName} ${seller.lastName}` : null,
        channel: input.channel,
        firstName: input.first_name,
        recipient,
        link,
        createdAt: at,
      },
      dayStart(at),
      REVIEW_REQUESTS_PER_DAY,
    );
    if (!row)
      throw new HttpError(429, { id: collectionMessageIds.dailyLimit, values: { limit: REVIEW_REQUESTS_PER_DAY } });
    try {
      if (input.channel === 'email') {
        const text = renderCollectionTemplate(templates.email_body, values);
        await deps.mailer.send({
          to: recipient,
          subject: renderCollectionTemplate(templates.email_subject, values),
          text,
          html: emailOf(text, link),
          locale,
          template: 'reviewRequest',
          meta: { organizationId: location.organizationId, locationId: location.id, reviewRequestId: row.id },
        });
      } else {
        await deps.sms.send({ to: recipient, body: smsBody, template: 'reviewRequest', locale });
      }
    } catch (error) {
      deps.logError(error, 'review request delivery');
      await repository.markSent(row.id, 'failed', now());
      throw new HttpError(502, { id: collectionMessageIds.sendFailed });
    }
    const sent = await repository.markSent(row.id, 'sent', now());
    return presentRequest({ ...sent, locationTitle: location.title });
  }

  return {
    /** The manager's tools page for one location: templates, links, the day's count. */
    async tools(actor: UserRow, locationId: string, locale: MailLocale): Promise<CollectionTools> {
      const location = await visibleLocation(actor, locationId);
      const [row, sellers, limit] = await Promise.all([
        repository.templates(location.id),
        repository.sellerCodes(location.id, actor.organizationId),
        limitOf(location.id),
      ]);
      const linkFor = (code: string) => ({
        location_id: location.id,
        location_title: location.title,
        code,
        ...linkOf(location.id, code),
      });
      return {
        location: { id: location.id, title: location.title },
        templates: presentTemplates(row, locale),
        link: linkFor(location.collectionCode),
        sellers: sellers.map((s) => ({
          id: s.id,
          first_name: s.firstName,
          last_name: s.lastName,
          link: linkFor(s.code),
          qr: presentQr(s, s.qr),
        })),
        limit,
      };
    },

    async saveTemplates(actor: UserRow, locationId: string, input: CollectionTemplatesRequest, locale: MailLocale) {
      const location = await visibleLocation(actor, locationId);
      const row = await repository.saveTemplates(location, {
        smsBody: input.sms_body,
        emailSubject: input.email_subject,
        emailBody: input.email_body,
        updatedBy: actor.id,
      });
      return presentTemplates(row, locale);
    },

    /** A seller's view of a location's templates (read only), for the preview of their form. */
    async sellerTemplates(seller: UserRow, locationId: string, locale: MailLocale) {
      const location = await visibleLocation(seller, locationId);
      const [row, limit] = await Promise.all([repository.templates(location.id), limitOf(location.id)]);
      return { business: location.title, templates: presentTemplates(row, locale), limit };
    },

    /** A manager's request: the chosen seller's link at this location, or the location's own. */
    async sendAsManager(actor: UserRow, locationId: string, input: SendInput, locale: MailLocale) {
      const location = await visibleLocation(actor, locationId);
      let seller = null;
      if (input.seller_id) {
        [seller] = await repository.sellerCodes(location.id, actor.organizationId, input.seller_id);
        if (!seller) throw invalidSeller();
      }
      return send(actor, location, seller ?? null, input, locale);
    },

    /** A seller's request: always their own link, at a location they work at. */
    async sendAsSeller(seller: UserRow, locationId: string | undefined, input: SendInput, locale: MailLocale) {
      if (!locationId) {
        throw HttpError.validation({
          location_id: [{ id: 'validation.required', values: { field: 'field.location' } }],
        });
      }
      const location = await visibleLocation(seller, locationId);
      const [own] = await repository.sellerCodes(location.id, seller.organizationId, seller.id);
      if (!own) throw notFound();
      return send(seller, location, own, input, locale);
    },

    /** A location's history (managers) or a seller's own (optionally at one of their locations). */
    async history(actor: UserRow, query: { page: number; per_page: number; location_id?: string | undefined }) {
      const location = query.location_id ? await visibleLocation(actor, query.location_id) : undefined;
      const { rows, total } = await repository.history(
        {
          organizationId: actor.organizationId,
          ...(location ? { locationId: location.id } : {}),
          ...(actor.role === 'seller' ? { senderId: actor.id } : {}),
        },
        query.page,
        query.per_page,
      );
      return {
        requests: rows.map(presentRequest),
        pagination: paginate(query.page, query.per_page, total),
        limit: location ? await limitOf(location.id) : { per_day: REVIEW_REQUESTS_PER_DAY, sent_today: 0 },
      };
    },
  };
}

export type CollectionService = ReturnType<typeof createCollectionService>;
