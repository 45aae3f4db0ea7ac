import { DEFAULT_QR_COLORS, type CollectionLink, type QrSettings, type Seller } from '@starcrew/contract';
import type { SellerQrSettingsRow, UserRow } from '../../db/schema/index.ts';
import type { SellerLinkRow, SellerWithFigures } from './sellers.repository.ts';

/** The public review form's link for a seller at a location (decisions.md). */
export function presentLink(row: SellerLinkRow & { code: string }, publicUrl: string): CollectionLink {
  const path = `/reviews/${row.locationId}/${row.code}`;
  return {
    location_id: row.locationId,
    location_title: row.locationTitle,
    code: row.code,
    path,
    url: `${publicUrl.replace(/\/$/, '')}${path}`,
  };
}

export function presentQr(
  user: Pick<UserRow, 'firstName' | 'lastName'>,
  row: SellerQrSettingsRow | undefined,
): QrSettings {
  return {
    primary_color: row?.primaryColor ?? DEFAULT_QR_COLORS.primary_color,
    secondary_color: row?.secondaryColor ?? DEFAULT_QR_COLORS.secondary_color,
    logo: row?.logo ?? null,
    name: row?.name ?? `${user.firstName} ${user.lastName}`,
  };
}

export function presentSeller(
  seller: SellerWithFigures,
  links: SellerLinkRow[],
  qr: SellerQrSettingsRow | undefined,
  publicUrl: string,
): Seller {
  const own = links.filter((l) => l.userId === seller.id);
  return {
    id: seller.id,
    first_name: seller.firstName,
    last_name: seller.lastName,
    email: seller.email,
    status: seller.status,
    is_password_updated: seller.isPasswordUpdated,
    average_rating: seller.averageRating,
    total_reviews: seller.totalReviews,
    active_campaigns: seller.activeCampaigns,
    total_campaigns: seller.totalCampaigns,
    locations: own.map((l) => ({ id: l.locationId, title: l.locationTitle })),
    links: own.flatMap((l) => (l.code ? [presentLink({ ...l, code: l.code }, publicUrl)] : [])),
    qr: presentQr(seller, qr),
    created_at: seller.createdAt.toISOString(),
  };
}
