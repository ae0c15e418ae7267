import { sql } from 'drizzle-orm';
import { DASHBOARD_TIME_ZONE } from '@app/contract';
import { moneyByDay, sessionsByDay } from '../../src/modules/dashboard/dashboard.repository.ts';
import type { TestApp } from './test-app.ts';

// The admin dashboard's daily rollups (issue 21 §4) against the rows they summarise: what the dashboard
// reads (daily rows plus changes not folded yet) and the same figures computed live from sessions, the
// ledger, purchases and withdrawals, by the contract's DASHBOARD_TIME_ZONE.

const EVERY_DAY = '2000-01-01';

type Figures = Record<string, number>;
/** Rows keyed by their dimensions, rows whose figures are all zero left out, so two readings compare. */
const keyed = (rows: { key: string; figures: Figures }[]) =>
  Object.fromEntries(
    rows
      .filter((row) => Object.values(row.figures).some((value) => value !== 0))
      .sort((a, b) => a.key.localeCompare(b.key))
      .map((row) => [row.key, row.figures]),
  );

const rowsOf = async <T>(t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as { rows: T[] }).rows;

/** The sessions the dashboard counts, straight from `sessions`: by day requested (India), state and mode. */
const liveSessions = async (t: TestApp) =>
  keyed(
    (
      await rowsOf<{ day: string; status: string; mode: string; n: string; minutes: string }>(
        t,
        sql`
        select to_char(requested_at at time zone ${DASHBOARD_TIME_ZONE}, 'YYYY-MM-DD') as day, status, mode,
          count(*) as n, sum(billed_minutes) as minutes
        from sessions group by 1, 2, 3`,
      )
    ).map((row) => ({
      key: `${row.day} ${row.status} ${row.mode}`,
      figures: { count: Number(row.n), minutes: Number(row.minutes) },
    })),
  );

/** The money the dashboard shows, straight from the ledger, purchases and withdrawals, by India's day. */
const liveMoney = async (t: TestApp) => {
  const rows = await rowsOf<{
    day: string;
    revenue: string;
    earnings: string;
    coins_sold: string;
    paid_in: string;
    paid_out: string;
  }>(
    t,
    sql`
    select day, sum(revenue) as revenue, sum(earnings) as earnings, sum(coins_sold) as coins_sold,
      sum(paid_in) as paid_in, sum(paid_out) as paid_out
    from (
      select to_char(t.created_at at time zone ${DASHBOARD_TIME_ZONE}, 'YYYY-MM-DD') as day,
        sum(e.amount) filter (where a.kind = 'PLATFORM_REVENUE') as revenue,
        sum(e.amount) filter (where a.kind = 'LISTENER_EARNINGS') as earnings,
        0 as coins_sold, 0 as paid_in, 0 as paid_out
      from ledger_entries e
      join ledger_transactions t on t.id = e.transaction_id
      join accounts a on a.id = e.account_id
      where t.kind in ('SESSION_CHARGE', 'REFUND') and a.kind in ('PLATFORM_REVENUE', 'LISTENER_EARNINGS')
      group by 1
      union all
      select to_char(confirmed_at at time zone ${DASHBOARD_TIME_ZONE}, 'YYYY-MM-DD'), 0, 0,
        coins + bonus_coins, price_paise, 0
      from purchases where status = 'CONFIRMED' and confirmed_at is not null
      union all
      select to_char(decided_at at time zone ${DASHBOARD_TIME_ZONE}, 'YYYY-MM-DD'), 0, 0, 0, 0, amount_paise
      from withdrawals where status = 'PROCESSED' and decided_at is not null
    ) as figures
    group by day`,
  );
  return keyed(
    rows.map((row) => ({
      key: row.day,
      figures: {
        revenue: Number(row.revenue ?? 0),
        earnings: Number(row.earnings ?? 0),
        coinsSold: Number(row.coins_sold),
        paidInPaise: Number(row.paid_in),
        paidOutPaise: Number(row.paid_out),
      },
    })),
  );
};

/** What the dashboard reads: the rollups' daily rows plus the changes not folded yet, every day. */
export const rolledUp = async (t: TestApp) => ({
  sessions: keyed(
    (await sessionsByDay(t.database.db, EVERY_DAY)).map((row) => ({
      key: `${row.day} ${row.status} ${row.mode}`,
      figures: { count: row.count, minutes: row.minutes },
    })),
  ),
  money: keyed(
    (await moneyByDay(t.database.db, EVERY_DAY)).map(({ day, ...figures }) => ({ key: day, figures })),
  ),
});

/** The same figures computed from the rows themselves. */
export const liveFigures = async (t: TestApp) => ({
  sessions: await liveSessions(t),
  money: await liveMoney(t),
});
