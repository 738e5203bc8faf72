CREATE TABLE "timesheet_activity_days" (
	"day" date NOT NULL,
	"activity_type_id" integer NOT NULL,
	"hours" numeric(14, 2) NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "timesheet_activity_days_activity_type_id_day_pk" PRIMARY KEY("activity_type_id","day")
);
--> statement-breakpoint
CREATE TABLE "timesheet_month_sums" (
	"month" date NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"activity_type_id" integer NOT NULL,
	"overtime" boolean NOT NULL,
	"hours" numeric(14, 2) NOT NULL,
	"cost" numeric(20, 4) DEFAULT 0 NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "timesheet_month_sums_month_user_id_project_id_activity_type_id_overtime_pk" PRIMARY KEY("month","user_id","project_id","activity_type_id","overtime")
);
--> statement-breakpoint
CREATE TABLE "timesheet_project_days" (
	"day" date NOT NULL,
	"project_id" integer NOT NULL,
	"hours" numeric(14, 2) NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "timesheet_project_days_project_id_day_pk" PRIMARY KEY("project_id","day")
);
--> statement-breakpoint
CREATE TABLE "timesheet_user_days" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"hours" numeric(14, 2) NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "timesheet_user_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" varchar(600) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_ends_at_idx" ON "rate_limit_hits" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "audit_log_feed_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE record_type in ('project', 'purchase-order', 'invoice', 'cost-estimate', 'external-expense');
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate triggers): the trigger that keeps the
-- summary in the transaction of every write to timesheet_entries, and the summary of the
-- entries already there. Statement-level with transition tables, so a bulk insert (the seed)
-- is summed once, not row by row; an update that changes none of the summed columns (an
-- approval decision) changes nothing. Transition tables cannot be combined with several
-- events, hence three triggers on one function; the delta's query is chosen by the event.
CREATE FUNCTION "timesheet_sums_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  summed constant text := 'manual_date, user_id, project_id, activity_type_id, overtime';
  delta text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    delta := format('select %s, hours, hours * unit_cost as cost, 1 as entries from new_entries', summed);
  ELSIF TG_OP = 'DELETE' THEN
    delta := format('select %s, -hours as hours, -(hours * unit_cost) as cost, -1 as entries from old_entries', summed);
  ELSE
    delta := format(
      'with changed as (select n.id from new_entries n join old_entries o on o.id = n.id
         where (n.manual_date, n.user_id, n.project_id, n.activity_type_id, n.overtime, n.hours, n.unit_cost)
           is distinct from (o.manual_date, o.user_id, o.project_id, o.activity_type_id, o.overtime, o.hours, o.unit_cost))
       select %1$s, hours, hours * unit_cost as cost, 1 as entries from new_entries where id in (select id from changed)
       union all
       select %1$s, -hours, -(hours * unit_cost), -1 from old_entries where id in (select id from changed)', summed);
  END IF;
  -- In key order, so two writers never lock the same summary rows in opposite orders.
  EXECUTE format('insert into timesheet_month_sums as s (month, user_id, project_id, activity_type_id, overtime, hours, cost, entries)
    select date_trunc(''month'', manual_date)::date, user_id, project_id, activity_type_id, overtime, sum(hours), sum(cost), sum(entries)
    from (%s) d group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
    on conflict (month, user_id, project_id, activity_type_id, overtime)
    do update set hours = s.hours + excluded.hours, cost = s.cost + excluded.cost, entries = s.entries + excluded.entries', delta);
  EXECUTE format('insert into timesheet_user_days as s (day, user_id, hours, entries)
    select manual_date, user_id, sum(hours), sum(entries) from (%s) d group by 1, 2 order by 1, 2
    on conflict (day, user_id) do update set hours = s.hours + excluded.hours, entries = s.entries + excluded.entries', delta);
  EXECUTE format('insert into timesheet_project_days as s (day, project_id, hours, entries)
    select manual_date, project_id, sum(hours), sum(entries) from (%s) d group by 1, 2 order by 1, 2
    on conflict (day, project_id) do update set hours = s.hours + excluded.hours, entries = s.entries + excluded.entries', delta);
  EXECUTE format('insert into timesheet_activity_days as s (day, activity_type_id, hours, entries)
    select manual_date, activity_type_id, sum(hours), sum(entries) from (%s) d group by 1, 2 order by 1, 2
    on conflict (day, activity_type_id) do update set hours = s.hours + excluded.hours, entries = s.entries + excluded.entries', delta);
  -- A row whose entries are all gone goes too, so the summary holds exactly the grains with entries.
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('delete from timesheet_month_sums s using (select distinct date_trunc(''month'', manual_date)::date as month,
        user_id, project_id, activity_type_id, overtime from (%s) d) k
      where s.entries = 0 and s.month = k.month and s.user_id = k.user_id and s.project_id = k.project_id
        and s.activity_type_id = k.activity_type_id and s.overtime = k.overtime', delta);
    EXECUTE format('delete from timesheet_user_days s using (select distinct manual_date, user_id from (%s) d) k
      where s.entries = 0 and s.day = k.manual_date and s.user_id = k.user_id', delta);
    EXECUTE format('delete from timesheet_project_days s using (select distinct manual_date, project_id from (%s) d) k
      where s.entries = 0 and s.day = k.manual_date and s.project_id = k.project_id', delta);
    EXECUTE format('delete from timesheet_activity_days s using (select distinct manual_date, activity_type_id from (%s) d) k
      where s.entries = 0 and s.day = k.manual_date and s.activity_type_id = k.activity_type_id', delta);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- DELETE, not TRUNCATE: a TRUNCATE of several tables (the seed's --reset) may name the sums too,
-- and a table cannot be truncated again inside the statement that truncates it.
CREATE FUNCTION "timesheet_sums_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM timesheet_month_sums;
  DELETE FROM timesheet_user_days;
  DELETE FROM timesheet_project_days;
  DELETE FROM timesheet_activity_days;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "timesheet_sums_insert" AFTER INSERT ON "timesheet_entries" REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_sums_apply"();
--> statement-breakpoint
CREATE TRIGGER "timesheet_sums_update" AFTER UPDATE ON "timesheet_entries" REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_sums_apply"();
--> statement-breakpoint
CREATE TRIGGER "timesheet_sums_delete" AFTER DELETE ON "timesheet_entries" REFERENCING OLD TABLE AS old_entries
  FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_sums_apply"();
--> statement-breakpoint
CREATE TRIGGER "timesheet_sums_truncate" AFTER TRUNCATE ON "timesheet_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_sums_truncate"();
--> statement-breakpoint
-- The summary from the entries alone: `pnpm --filter api summary:rebuild` and the entries saved
-- before this migration.
CREATE FUNCTION "timesheet_sums_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- No write may land between the emptying and the sums (writers wait; readers go on).
  LOCK TABLE timesheet_entries IN SHARE MODE;
  TRUNCATE timesheet_month_sums, timesheet_user_days, timesheet_project_days, timesheet_activity_days;
  INSERT INTO timesheet_month_sums (month, user_id, project_id, activity_type_id, overtime, hours, cost, entries)
    SELECT date_trunc('month', manual_date)::date, user_id, project_id, activity_type_id, overtime, sum(hours), sum(hours * unit_cost), count(*)
    FROM timesheet_entries GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO timesheet_user_days (day, user_id, hours, entries)
    SELECT manual_date, user_id, sum(hours), count(*) FROM timesheet_entries GROUP BY 1, 2;
  INSERT INTO timesheet_project_days (day, project_id, hours, entries)
    SELECT manual_date, project_id, sum(hours), count(*) FROM timesheet_entries GROUP BY 1, 2;
  INSERT INTO timesheet_activity_days (day, activity_type_id, hours, entries)
    SELECT manual_date, activity_type_id, sum(hours), count(*) FROM timesheet_entries GROUP BY 1, 2;
END
$$;
--> statement-breakpoint
SELECT "timesheet_sums_rebuild"();
