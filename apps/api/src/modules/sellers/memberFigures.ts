import { sql, type SQL } from 'drizzle-orm';

/** Who reads the figures: a manager's count only the locations tied to them. */
export interface FiguresReader {
  organizationId: string;
  /** Set for a manager: their locations' reviews only. */
  managerId?: string | undefined;
}

/**
 * Reviews collected and their average for the members `whose` names (a condition on the rollups'
 * `m.seller_id`), read from the member rollups (a row a seller, location and month, kept equal to
 * a recount by the reviews' triggers; dashboard/DECISIONS.md), never from the reviews themselves.
 * The rollups already leave out a Google review matched to a form submission (reviews/DECISIONS.md).
 */
export function memberFigures(whose: SQL, reader: FiguresReader) {
  const seen = reader.managerId
    ? sql`and m.location_id in (select ul.location_id from user_locations ul where ul.user_id = ${reader.managerId})`
    : sql``;
  const rows = sql`from member_review_rollups m where ${whose} and m.organization_id = ${reader.organizationId} ${seen}`;
  return {
    total: sql<number>`(select coalesce(sum(m.reviews), 0)::int ${rows})`,
    average: sql<
      number | null
    >`(select round(sum(m.rating_sum)::numeric / nullif(sum(m.rated), 0), 2)::float8 ${rows})`,
  };
}
