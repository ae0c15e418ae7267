CREATE TABLE "dashboard_money_changes" (
	"day" date NOT NULL,
	"revenue_coins" bigint DEFAULT 0 NOT NULL,
	"earnings_coins" bigint DEFAULT 0 NOT NULL,
	"coins_sold" bigint DEFAULT 0 NOT NULL,
	"paid_in_paise" bigint DEFAULT 0 NOT NULL,
	"paid_out_paise" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_money_days" (
	"day" date PRIMARY KEY NOT NULL,
	"revenue_coins" bigint DEFAULT 0 NOT NULL,
	"earnings_coins" bigint DEFAULT 0 NOT NULL,
	"coins_sold" bigint DEFAULT 0 NOT NULL,
	"paid_in_paise" bigint DEFAULT 0 NOT NULL,
	"paid_out_paise" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_session_changes" (
	"day" date NOT NULL,
	"status" "session_status" NOT NULL,
	"mode" "session_mode" NOT NULL,
	"sessions" integer NOT NULL,
	"billed_minutes" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_session_days" (
	"day" date NOT NULL,
	"status" "session_status" NOT NULL,
	"mode" "session_mode" NOT NULL,
	"sessions" bigint NOT NULL,
	"billed_minutes" bigint NOT NULL,
	CONSTRAINT "dashboard_session_days_day_status_mode_pk" PRIMARY KEY("day","status","mode")
);
--> statement-breakpoint
-- The admin dashboard's daily rollups (issue 21 §4). A day is India's calendar day (the contract's
-- DASHBOARD_TIME_ZONE, Asia/Kolkata): this function is the one place in SQL that names the zone.
-- Enum values are compared as text: on a fresh database every migration runs in one transaction, and
-- PostgreSQL refuses an enum value added in that transaction as a constant.
CREATE FUNCTION dashboard_day(moment timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (moment AT TIME ZONE 'Asia/Kolkata')::date
$$;
--> statement-breakpoint
-- Writers only append change rows (never update a shared row): no lock that a purchase, a session's
-- billing or a withdrawal could wait on. The dashboard's fold moves them into the daily rows.
CREATE FUNCTION dashboard_count_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO dashboard_session_changes (day, status, mode, sessions, billed_minutes)
      VALUES (dashboard_day(OLD.requested_at), OLD.status, OLD.mode, -1, -OLD.billed_minutes);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO dashboard_session_changes (day, status, mode, sessions, billed_minutes)
      VALUES (dashboard_day(NEW.requested_at), NEW.status, NEW.mode, 1, NEW.billed_minutes);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_dashboard_rows
  AFTER INSERT OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION dashboard_count_session();
--> statement-breakpoint
CREATE TRIGGER sessions_dashboard_change
  AFTER UPDATE ON sessions
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.mode IS DISTINCT FROM NEW.mode
    OR OLD.requested_at IS DISTINCT FROM NEW.requested_at OR OLD.billed_minutes IS DISTINCT FROM NEW.billed_minutes)
  EXECUTE FUNCTION dashboard_count_session();
--> statement-breakpoint
-- One change row per day per INSERT statement (postTransaction writes a movement's entries in one).
-- Entries are append-only (ledger_entries_no_change), so inserts are all there is to follow.
CREATE FUNCTION dashboard_count_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_money_changes (day, revenue_coins, earnings_coins)
    SELECT dashboard_day(t.created_at),
      coalesce(sum(e.amount) FILTER (WHERE a.kind::text = 'PLATFORM_REVENUE'), 0),
      coalesce(sum(e.amount) FILTER (WHERE a.kind::text = 'LISTENER_EARNINGS'), 0)
    FROM new_entries e
    JOIN ledger_transactions t ON t.id = e.transaction_id
    JOIN accounts a ON a.id = e.account_id
    WHERE t.kind::text IN ('SESSION_CHARGE', 'REFUND') AND a.kind::text IN ('PLATFORM_REVENUE', 'LISTENER_EARNINGS')
    GROUP BY 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_dashboard
  AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_entries();
--> statement-breakpoint
CREATE FUNCTION dashboard_count_purchase() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status::text = 'CONFIRMED' AND OLD.confirmed_at IS NOT NULL THEN
    INSERT INTO dashboard_money_changes (day, coins_sold, paid_in_paise)
      VALUES (dashboard_day(OLD.confirmed_at), -(OLD.coins::bigint + OLD.bonus_coins), -OLD.price_paise);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status::text = 'CONFIRMED' AND NEW.confirmed_at IS NOT NULL THEN
    INSERT INTO dashboard_money_changes (day, coins_sold, paid_in_paise)
      VALUES (dashboard_day(NEW.confirmed_at), NEW.coins::bigint + NEW.bonus_coins, NEW.price_paise);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER purchases_dashboard_rows
  AFTER INSERT OR DELETE ON purchases
  FOR EACH ROW EXECUTE FUNCTION dashboard_count_purchase();
--> statement-breakpoint
CREATE TRIGGER purchases_dashboard_change
  AFTER UPDATE ON purchases
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.confirmed_at IS DISTINCT FROM NEW.confirmed_at
    OR OLD.coins IS DISTINCT FROM NEW.coins OR OLD.bonus_coins IS DISTINCT FROM NEW.bonus_coins
    OR OLD.price_paise IS DISTINCT FROM NEW.price_paise)
  EXECUTE FUNCTION dashboard_count_purchase();
--> statement-breakpoint
CREATE FUNCTION dashboard_count_withdrawal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status::text = 'PROCESSED' AND OLD.decided_at IS NOT NULL THEN
    INSERT INTO dashboard_money_changes (day, paid_out_paise)
      VALUES (dashboard_day(OLD.decided_at), -OLD.amount_paise);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status::text = 'PROCESSED' AND NEW.decided_at IS NOT NULL THEN
    INSERT INTO dashboard_money_changes (day, paid_out_paise)
      VALUES (dashboard_day(NEW.decided_at), NEW.amount_paise);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER withdrawals_dashboard_rows
  AFTER INSERT OR DELETE ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION dashboard_count_withdrawal();
--> statement-breakpoint
CREATE TRIGGER withdrawals_dashboard_change
  AFTER UPDATE ON withdrawals
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.decided_at IS DISTINCT FROM NEW.decided_at
    OR OLD.amount_paise IS DISTINCT FROM NEW.amount_paise)
  EXECUTE FUNCTION dashboard_count_withdrawal();
--> statement-breakpoint
-- The backfill runs after the triggers exist: CREATE TRIGGER waited for the writers in flight and holds
-- its lock until this migration commits, so every row is counted once, here or by a trigger.
INSERT INTO dashboard_session_days (day, status, mode, sessions, billed_minutes)
  SELECT dashboard_day(requested_at), status, mode, count(*), sum(billed_minutes)
  FROM sessions GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO dashboard_money_days (day, revenue_coins, earnings_coins, coins_sold, paid_in_paise, paid_out_paise)
  SELECT day, sum(revenue_coins), sum(earnings_coins), sum(coins_sold), sum(paid_in_paise), sum(paid_out_paise)
  FROM (
    SELECT dashboard_day(t.created_at) AS day,
      coalesce(sum(e.amount) FILTER (WHERE a.kind::text = 'PLATFORM_REVENUE'), 0) AS revenue_coins,
      coalesce(sum(e.amount) FILTER (WHERE a.kind::text = 'LISTENER_EARNINGS'), 0) AS earnings_coins,
      0 AS coins_sold, 0 AS paid_in_paise, 0 AS paid_out_paise
    FROM ledger_entries e
    JOIN ledger_transactions t ON t.id = e.transaction_id
    JOIN accounts a ON a.id = e.account_id
    WHERE t.kind::text IN ('SESSION_CHARGE', 'REFUND') AND a.kind::text IN ('PLATFORM_REVENUE', 'LISTENER_EARNINGS')
    GROUP BY 1
    UNION ALL
    SELECT dashboard_day(confirmed_at), 0, 0, coins::bigint + bonus_coins, price_paise, 0
    FROM purchases WHERE status::text = 'CONFIRMED' AND confirmed_at IS NOT NULL
    UNION ALL
    SELECT dashboard_day(decided_at), 0, 0, 0, 0, amount_paise
    FROM withdrawals WHERE status::text = 'PROCESSED' AND decided_at IS NOT NULL
  ) AS figures
  GROUP BY day;
