import {
  aiDraftResponseSchema,
  assigneesResponseSchema,
  messageResponseSchema,
  replyTemplateResponseSchema,
  replyTemplatesResponseSchema,
  reviewAlertsResponseSchema,
  reviewResponseSchema,
  reviewsResponseSchema,
  type AiDraftResponse,
  type AssigneesResponse,
  type ReplyTemplate,
  type ReplyTemplateRequest,
  type Review,
  type ReviewAlerts,
  type ReviewExportFormat,
  type ReviewsQuery,
  EXPORT_ROWS_HEADER,
  type ReviewsResponse,
} from '@starcrew/contract';
import type { ApiClient } from '../client/createApiClient.ts';
import type { WithMessage } from './account.ts';

const reviewPath = (id: string) => `/v1/manager/reviews/${encodeURIComponent(id)}`;
const templatePath = (id: string) => `/v1/manager/reply-templates/${encodeURIComponent(id)}`;

/** The query as the server reads it: empty filters left out, so links stay short. */
function inboxQuery(query: ReviewsQuery) {
  return {
    page: query.page,
    per_page: query.per_page,
    tab: query.tab,
    ratings: query.ratings || undefined,
    search: query.search || undefined,
    from: query.from || undefined,
    to: query.to || undefined,
    source: query.source,
    topics: query.topics || undefined,
    sentiment: query.sentiment,
    sort: query.sort,
    location_id: query.location_id || undefined,
  };
}

/** GET /v1/manager/reviews: one page of a tab, every tab's count, pagination. */
export async function reviews(client: ApiClient, query: ReviewsQuery = {}): Promise<ReviewsResponse['data']> {
  return (await client.request('/v1/manager/reviews', { query: inboxQuery(query), schema: reviewsResponseSchema }))
    .data;
}

/** GET /v1/seller/reviews: the signed-in seller's reviews, read only, with the same filters. */
export async function sellerReviews(client: ApiClient, query: ReviewsQuery = {}): Promise<ReviewsResponse['data']> {
  return (await client.request('/v1/seller/reviews', { query: inboxQuery(query), schema: reviewsResponseSchema })).data;
}

/** GET /v1/manager/reviews/assignees: who a review may be assigned to. */
export async function reviewAssignees(client: ApiClient): Promise<AssigneesResponse['data']> {
  return (await client.request('/v1/manager/reviews/assignees', { schema: assigneesResponseSchema })).data;
}

/** POST /v1/manager/reviews/{id}/assign. */
export async function assignReview(client: ApiClient, id: string, userId: string): Promise<WithMessage<Review>> {
  const response = await client.request(`${reviewPath(id)}/assign`, {
    method: 'POST',
    body: { user_id: userId },
    schema: reviewResponseSchema,
  });
  return { data: response.data, message: response.message };
}

/** DELETE /v1/manager/reviews/{id}/assign (after the console's confirmation). */
export async function unassignReview(client: ApiClient, id: string): Promise<WithMessage<Review>> {
  const response = await client.request(`${reviewPath(id)}/assign`, { method: 'DELETE', schema: reviewResponseSchema });
  return { data: response.data, message: response.message };
}

/**
 * POST /v1/manager/reviews/{id}/reply: sends or replaces the reply. Silent: the composer shows
 * Google's refusal (429, 409, 422, 502) beside the text it keeps, not in a toast.
 */
export async function replyToReview(client: ApiClient, id: string, text: string): Promise<WithMessage<Review>> {
  const response = await client.request(`${reviewPath(id)}/reply`, {
    method: 'POST',
    body: { text },
    schema: reviewResponseSchema,
    silent: true,
  });
  return { data: response.data, message: response.message };
}

/** DELETE /v1/manager/reviews/{id}/reply (on Google too). */
export async function deleteReply(client: ApiClient, id: string): Promise<WithMessage<Review>> {
  const response = await client.request(`${reviewPath(id)}/reply`, { method: 'DELETE', schema: reviewResponseSchema });
  return { data: response.data, message: response.message };
}

/** POST /v1/manager/reviews/{id}/ai-draft: a draft to edit, never sent. Silent: the composer says why it failed. */
export async function draftReply(
  client: ApiClient,
  id: string,
  tone: 'warm' | 'professional' = 'warm',
): Promise<AiDraftResponse['data']> {
  return (
    await client.request(`${reviewPath(id)}/ai-draft`, {
      method: 'POST',
      body: { tone },
      schema: aiDraftResponseSchema,
      silent: true,
    })
  ).data;
}

/** DELETE /v1/manager/reviews/{id}: a form review only (a Google review answers 409 with the reason). */
export async function deleteReview(client: ApiClient, id: string): Promise<WithMessage<null>> {
  const response = await client.request(reviewPath(id), { method: 'DELETE', schema: messageResponseSchema });
  return { data: response.data, message: response.message };
}

/** GET /v1/manager/reply-templates. */
export async function replyTemplates(client: ApiClient): Promise<ReplyTemplate[]> {
  return (await client.request('/v1/manager/reply-templates', { schema: replyTemplatesResponseSchema })).data;
}

/** POST /v1/manager/reply-templates, or …/{id} to edit one. */
export async function saveReplyTemplate(
  client: ApiClient,
  body: ReplyTemplateRequest,
  id?: string,
): Promise<WithMessage<ReplyTemplate>> {
  const response = await client.request(id ? templatePath(id) : '/v1/manager/reply-templates', {
    method: 'POST',
    body: { ...body },
    schema: replyTemplateResponseSchema,
  });
  return { data: response.data, message: response.message };
}

/** DELETE /v1/manager/reply-templates/{id}. */
export async function deleteReplyTemplate(client: ApiClient, id: string): Promise<WithMessage<null>> {
  const response = await client.request(templatePath(id), { method: 'DELETE', schema: messageResponseSchema });
  return { data: response.data, message: response.message };
}

/** GET /v1/manager/review-alerts: whether the signed-in user gets an email for each 1 or 2 star review. */
export async function reviewAlerts(client: ApiClient): Promise<ReviewAlerts> {
  return (await client.request('/v1/manager/review-alerts', { schema: reviewAlertsResponseSchema })).data;
}

/** PUT /v1/manager/review-alerts: switches those emails on or off. */
export async function setReviewAlerts(client: ApiClient, enabled: boolean): Promise<WithMessage<ReviewAlerts>> {
  const response = await client.request('/v1/manager/review-alerts', {
    method: 'PUT',
    body: { enabled },
    schema: reviewAlertsResponseSchema,
  });
  return { data: response.data, message: response.message };
}

/** How far an export has come: bytes received so far, and the reviews the file holds (null if unsaid). */
export interface ExportProgress {
  bytes: number;
  rows: number | null;
}

export interface ExportedFile {
  blob: Blob;
  fileName: string;
  rows: number | null;
}

/** The file name of a Content-Disposition (`attachment; filename="reviews-….csv"`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * GET /v1/manager/reviews/export: every review the inbox shows under these filters (every
 * page), as CSV or XLSX. Read as it streams, calling `onProgress` with each chunk; `signal`
 * cancels it. Silent: the export menu says why it failed.
 */
export async function exportReviews(
  client: ApiClient,
  query: Omit<ReviewsQuery, 'page' | 'per_page'>,
  format: ReviewExportFormat,
  options: { signal?: AbortSignal; onProgress?: (progress: ExportProgress) => void } = {},
): Promise<ExportedFile> {
  const { page: _page, per_page: _perPage, ...filters } = inboxQuery(query);
  const response = await client.stream('/v1/manager/reviews/export', {
    query: { ...filters, format },
    silent: true,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const header = response.headers.get(EXPORT_ROWS_HEADER);
  const rows = header === null || Number.isNaN(Number(header)) ? null : Number(header);
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  options.onProgress?.({ bytes, rows });
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    options.onProgress?.({ bytes, rows });
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks as BlobPart[], { type }),
    fileName: fileNameOf(response.headers.get('content-disposition'), `reviews.${format}`),
    rows,
  };
}
