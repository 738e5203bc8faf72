CREATE TABLE "timesheet_user_months" (
	"month" date NOT NULL,
	"user_id" integer NOT NULL,
	"working_days" integer NOT NULL,
	CONSTRAINT "timesheet_user_months_month_user_id_pk" PRIMARY KEY("month","user_id")
);
--> statement-breakpoint
CREATE TABLE "timesheet_user_project_months" (
	"month" date NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"hours" numeric(14, 2) NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "timesheet_user_project_months_month_user_id_project_id_pk" PRIMARY KEY("month","user_id","project_id")
);
--> statement-breakpoint
CREATE INDEX "timesheet_user_days_short_idx" ON "timesheet_user_days" USING btree ("day","user_id") WHERE "timesheet_user_days"."hours" < 8;
--> statement-breakpoint
-- Hand-written below: the triggers' functions and the rebuild of migrations 0019 and 0020 again,
-- with each developer's hours per project and month (occupancy's cards) kept like the other sums;
-- then the working days with entries per developer and month, kept by triggers on the days;
-- then both new tables filled.
CREATE OR REPLACE FUNCTION "timesheet_sums_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Static statements, planned once a session (migration 0020); in key order, so two writers
  -- never lock the same summary rows in opposite orders.
  INSERT INTO timesheet_month_sums AS s (month, user_id, project_id, activity_type_id, overtime, hours, entries)
    SELECT date_trunc('month', manual_date)::date, user_id, project_id, activity_type_id, overtime, sum(hours), count(*)
    FROM new_entries GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (month, user_id, project_id, activity_type_id, overtime)
    DO UPDATE SET hours = s.hours + excluded.hours, entries = s.entries + excluded.entries;
  INSERT INTO timesheet_user_project_months AS s (month, user_id, project_id, hours, entries)
    SELECT date_trunc('month', manual_date)::date, user_id, project_id, sum(hours), count(*)
    FROM new_entries GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (month, user_id, project_id) DO UPDATE SET hours = s.hours + excluded.hours, entries = s.entries + excluded.entries;
  INSERT INTO timesheet_user_days AS s (day, user_id, hours, entries)
    SELECT manual_date, user_id, sum(hours), count(*) FROM new_entries GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, user_id) DO UPDATE SET hours = s.hours + excluded.hours, entries = s.entries + excluded.entries;
  INSERT INTO timesheet_project_days AS s (day, project_id, hours, cost, entries)
    SELECT manual_date, project_id, sum(hours), sum(hours * unit_cost), count(*) FROM new_entries GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, project_id)
    DO UPDATE SET hours = s.hours + excluded.hours, cost = s.cost + excluded.cost, entries = s.entries + excluded.entries;
  INSERT INTO timesheet_activity_days AS s (day, activity_type_id, hours, entries)
    SELECT manual_date, activity_type_id, sum(hours), count(*) FROM new_entries GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, activity_type_id) DO UPDATE SET hours = s.hours + excluded.hours, entries = s.entries + excluded.entries;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "timesheet_sums_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  summed constant text := 'manual_date, user_id, project_id, activity_type_id, overtime';
  delta text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    delta := format('select %s, -hours as hours, -(hours * unit_cost) as cost, -1 as entries from old_entries', summed);
  ELSE
    IF NOT EXISTS (SELECT 1 FROM new_entries n JOIN old_entries o ON o.id = n.id
        WHERE (n.manual_date, n.user_id, n.project_id, n.activity_type_id, n.overtime, n.hours, n.unit_cost)
          IS DISTINCT FROM (o.manual_date, o.user_id, o.project_id, o.activity_type_id, o.overtime, o.hours, o.unit_cost)) THEN
      RETURN NULL;
    END IF;
    delta := format(
      'with changed as (select n.id from new_entries n join old_entries o on o.id = n.id
         where (n.manual_date, n.user_id, n.project_id, n.activity_type_id, n.overtime, n.hours, n.unit_cost)
           is distinct from (o.manual_date, o.user_id, o.project_id, o.activity_type_id, o.overtime, o.hours, o.unit_cost))
       select %1$s, hours, hours * unit_cost as cost, 1 as entries from new_entries where id in (select id from changed)
       union all
       select %1$s, -hours, -(hours * unit_cost), -1 from old_entries where id in (select id from changed)', summed);
  END IF;
  -- In key order, so two writers never lock the same summary rows in opposite orders.
  EXECUTE format('insert into timesheet_month_sums as s (month, user_id, project_id, activity_type_id, overtime, hours, entries)
    select date_trunc(''month'', manual_date)::date, user_id, project_id, activity_type_id, overtime, sum(hours), sum(entries)
    from (%s) d group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
    on conflict (month, user_id, project_id, activity_type_id, overtime)
    do update set hours = s.hours + excluded.hours, entries = s.entries + excluded.entries', delta);
  EXECUTE format('insert into timesheet_user_project_months as s (month, user_id, project_id, hours, entries)
    select date_trunc(''month'', manual_date)::date, user_id, project_id, sum(hours), sum(entries)
    from (%s) d group by 1, 2, 3 order by 1, 2, 3
    on conflict (month, user_id, project_id) do update set hours = s.hours + excluded.hours, entries = s.entries + excluded.entries', delta);
  EXECUTE format('insert into timesheet_user_days as s (day, user_id, hours, entries)
    select manual_date, user_id, sum(hours), sum(entries) from (%s) d group by 1, 2 order by 1, 2
    on conflict (day, user_id) do update set hours = s.hours + excluded.hours, entries = s.entries + excluded.entries', delta);
  EXECUTE format('insert into timesheet_project_days as s (day, project_id, hours, cost, entries)
    select manual_date, project_id, sum(hours), sum(cost), sum(entries) from (%s) d group by 1, 2 order by 1, 2
    on conflict (day, project_id)
    do update set hours = s.hours + excluded.hours, cost = s.cost + excluded.cost, entries = s.entries + excluded.entries', delta);
  EXECUTE format('insert into timesheet_activity_days as s (day, activity_type_id, hours, entries)
    select manual_date, activity_type_id, sum(hours), sum(entries) from (%s) d group by 1, 2 order by 1, 2
    on conflict (day, activity_type_id) do update set hours = s.hours + excluded.hours, entries = s.entries + excluded.entries', delta);
  -- A row whose entries are all gone goes too, so the summary holds exactly the grains with entries.
  EXECUTE format('delete from timesheet_month_sums s using (select distinct date_trunc(''month'', manual_date)::date as month,
      user_id, project_id, activity_type_id, overtime from (%s) d) k
    where s.entries = 0 and s.month = k.month and s.user_id = k.user_id and s.project_id = k.project_id
      and s.activity_type_id = k.activity_type_id and s.overtime = k.overtime', delta);
  EXECUTE format('delete from timesheet_user_project_months s using (select distinct date_trunc(''month'', manual_date)::date as month,
      user_id, project_id from (%s) d) k
    where s.entries = 0 and s.month = k.month and s.user_id = k.user_id and s.project_id = k.project_id', delta);
  EXECUTE format('delete from timesheet_user_days s using (select distinct manual_date, user_id from (%s) d) k
    where s.entries = 0 and s.day = k.manual_date and s.user_id = k.user_id', delta);
  EXECUTE format('delete from timesheet_project_days s using (select distinct manual_date, project_id from (%s) d) k
    where s.entries = 0 and s.day = k.manual_date and s.project_id = k.project_id', delta);
  EXECUTE format('delete from timesheet_activity_days s using (select distinct manual_date, activity_type_id from (%s) d) k
    where s.entries = 0 and s.day = k.manual_date and s.activity_type_id = k.activity_type_id', delta);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- DELETE, not TRUNCATE: a TRUNCATE of several tables (the seed's --reset) may name the sums too.
CREATE OR REPLACE FUNCTION "timesheet_sums_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM timesheet_month_sums;
  DELETE FROM timesheet_user_project_months;
  DELETE FROM timesheet_user_days;
  DELETE FROM timesheet_project_days;
  DELETE FROM timesheet_activity_days;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "timesheet_sums_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- No write may land between the emptying and the sums (writers wait; readers go on).
  LOCK TABLE timesheet_entries IN SHARE MODE;
  -- timesheet_user_months follows timesheet_user_days through its triggers (TRUNCATE fires none).
  TRUNCATE timesheet_month_sums, timesheet_user_project_months, timesheet_user_days, timesheet_user_months,
    timesheet_project_days, timesheet_activity_days;
  INSERT INTO timesheet_month_sums (month, user_id, project_id, activity_type_id, overtime, hours, entries)
    SELECT date_trunc('month', manual_date)::date, user_id, project_id, activity_type_id, overtime, sum(hours), count(*)
    FROM timesheet_entries GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO timesheet_user_project_months (month, user_id, project_id, hours, entries)
    SELECT month, user_id, project_id, sum(hours), sum(entries) FROM timesheet_month_sums GROUP BY 1, 2, 3;
  INSERT INTO timesheet_user_days (day, user_id, hours, entries)
    SELECT manual_date, user_id, sum(hours), count(*) FROM timesheet_entries GROUP BY 1, 2;
  INSERT INTO timesheet_project_days (day, project_id, hours, cost, entries)
    SELECT manual_date, project_id, sum(hours), sum(hours * unit_cost), count(*) FROM timesheet_entries GROUP BY 1, 2;
  INSERT INTO timesheet_activity_days (day, activity_type_id, hours, entries)
    SELECT manual_date, activity_type_id, sum(hours), count(*) FROM timesheet_entries GROUP BY 1, 2;
END
$$;
--> statement-breakpoint
-- A developer-day's row comes and goes with its first and last entry: the month's count of
-- working days with entries follows it, in key order as the other sums.
CREATE FUNCTION "timesheet_user_months_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO timesheet_user_months AS s (month, user_id, working_days)
    SELECT date_trunc('month', day)::date, user_id, count(*) FROM new_days WHERE extract(isodow FROM day) < 6
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (month, user_id) DO UPDATE SET working_days = s.working_days + excluded.working_days;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "timesheet_user_months_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO timesheet_user_months AS s (month, user_id, working_days)
    SELECT date_trunc('month', day)::date, user_id, -count(*) FROM old_days WHERE extract(isodow FROM day) < 6
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (month, user_id) DO UPDATE SET working_days = s.working_days + excluded.working_days;
  DELETE FROM timesheet_user_months s USING (SELECT DISTINCT date_trunc('month', day)::date AS month, user_id FROM old_days) k
    WHERE s.working_days = 0 AND s.month = k.month AND s.user_id = k.user_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "timesheet_user_months_insert" AFTER INSERT ON "timesheet_user_days" REFERENCING NEW TABLE AS new_days
  FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_user_months_insert"();
--> statement-breakpoint
CREATE TRIGGER "timesheet_user_months_delete" AFTER DELETE ON "timesheet_user_days" REFERENCING OLD TABLE AS old_days
  FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_user_months_delete"();
--> statement-breakpoint
INSERT INTO timesheet_user_project_months (month, user_id, project_id, hours, entries)
  SELECT month, user_id, project_id, sum(hours), sum(entries) FROM timesheet_month_sums GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO timesheet_user_months (month, user_id, working_days)
  SELECT date_trunc('month', day)::date, user_id, count(*) FROM timesheet_user_days WHERE extract(isodow FROM day) < 6 GROUP BY 1, 2;
