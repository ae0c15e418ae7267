import { inArray, sql, type SQL } from 'drizzle-orm';
import type { ListenerQuality, QualitySortField } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { sessionRatings, sessions, users } from '../../db/schema.ts';

// A listener's quality figures, computed from their sessions and ratings (issue 12). One place defines
// each figure, for the values (per listener, grouped) and for sorting the admin's list (per row).

const accepted = sql`count(*) filter (where ${sessions.acceptedAt} is not null)`;
const refused = sql`count(*) filter (where ${sessions.acceptedAt} is null and ${sessions.endReason} in ('DECLINED', 'EXPIRED'))`;
const tookPlace = sql`count(*) filter (where ${sessions.status} in ('COMPLETED', 'REPORTED') and ${sessions.startedAt} is not null)`;
const reported = sql`count(*) filter (where ${sessions.status} = 'REPORTED')`;
const percent = (part: SQL, whole: SQL) => sql`round(100.0 * ${part} / nullif(${whole}, 0), 1)::float8`;

const sessionFigures = {
  requests: sql<number>`count(*)::int`,
  acceptanceRate: sql<number | null>`${percent(accepted, sql`${accepted} + ${refused}`)}`,
  medianAcceptSeconds: sql<
    number | null
  >`round(percentile_cont(0.5) within group (order by extract(epoch from ${sessions.acceptedAt} - ${sessions.requestedAt})) filter (where ${sessions.acceptedAt} is not null))::int`,
  completionRate: sql<number | null>`${percent(tookPlace, accepted)}`,
  reportRate: sql<number | null>`${percent(reported, tookPlace)}`,
};

/** One figure of the listener on the current `users` row, for ORDER BY. */
export const qualityOfRow = (field: QualitySortField) =>
  field === 'averageRating'
    ? sql`(select avg(${sessionRatings.stars}) from ${sessionRatings} where ${sessionRatings.listenerId} = ${users.id})`
    : sql`(select ${sessionFigures[field]} from ${sessions} where ${sessions.listenerId} = ${users.id})`;

export const emptyQuality: ListenerQuality = {
  requests: 0,
  acceptanceRate: null,
  medianAcceptSeconds: null,
  completionRate: null,
  reportRate: null,
  averageRating: null,
  ratingCount: 0,
};

/** The figures of several listeners at once, by id (every id present). */
export const qualityOf = async (db: Db, listenerIds: string[]) => {
  const result = new Map<string, ListenerQuality>(listenerIds.map((id) => [id, { ...emptyQuality }]));
  if (listenerIds.length === 0) return result;
  const [figures, ratings] = await Promise.all([
    qb(db)
      .select({ listenerId: sessions.listenerId, ...sessionFigures })
      .from(sessions)
      .where(inArray(sessions.listenerId, listenerIds))
      .groupBy(sessions.listenerId),
    qb(db)
      .select({
        listenerId: sessionRatings.listenerId,
        average: sql<number>`round(avg(${sessionRatings.stars})::numeric, 1)::float8`,
        count: sql<number>`count(*)::int`,
      })
      .from(sessionRatings)
      .where(inArray(sessionRatings.listenerId, listenerIds))
      .groupBy(sessionRatings.listenerId),
  ]);
  for (const { listenerId, ...row } of figures) {
    const entry = result.get(listenerId);
    if (entry) Object.assign(entry, row);
  }
  for (const row of ratings) {
    const entry = result.get(row.listenerId);
    if (entry) Object.assign(entry, { averageRating: row.average, ratingCount: row.count });
  }
  return result;
};
