import { type Kysely, sql } from 'kysely'

// Exact totals for the paged lists without counting their rows (issue 28): a list's rows are
// counted per group of the values its filters compare with equality (a status, a job type, a year),
// in `list_counts`, kept by statement triggers on the list's table in the writing transaction. A
// list's total for some filters is then the sum of a few group rows instead of a count over
// 100 000; a search still counts its matches. `track_list_counts(list, table, group)` sets a list
// up: `group` is a jsonb expression over a row `r` of the table, e.g.
// `jsonb_build_object('status_aktif', r.status_aktif)`.
//
// Each writing statement adds its net change per group, in the groups' order (two writers never
// take the group rows in opposite orders), and only for groups whose count changed: an update that
// leaves the grouped values alone writes nothing here. A truncate (a rebuild) empties the list's
// rows; `refresh_list_counts` recounts them from the table.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table list_counts (
    list text not null,
    grp jsonb not null,
    n bigint not null,
    primary key (list, grp)
  )`.execute(db)
  await sql`create table list_count_definitions (
    list text primary key,
    source regclass not null,
    grp text not null
  )`.execute(db)

  await sql`create function list_count_changes() returns trigger language plpgsql as $$
    declare
      expression text := (select grp from list_count_definitions where list = tg_argv[0]);
      changes text;
    begin
      if tg_op = 'INSERT' then
        changes := format('select %s as g, 1 as d from new_rows r', expression);
      elsif tg_op = 'DELETE' then
        changes := format('select %s as g, -1 as d from old_rows r', expression);
      else
        changes := format('select %s as g, -1 as d from old_rows r union all select %s, 1 from new_rows r',
          expression, expression);
      end if;
      execute format('insert into list_counts (list, grp, n)
          select %L, g, sum(d) from (%s) c group by g having sum(d) <> 0 order by g
          on conflict (list, grp) do update set n = list_counts.n + excluded.n', tg_argv[0], changes);
      return null;
    end $$`.execute(db)
  await sql`create function list_count_truncated() returns trigger language plpgsql as $$
    begin
      delete from list_counts where list = tg_argv[0];
      return null;
    end $$`.execute(db)
  await sql`create function refresh_list_counts(p_list text) returns void language plpgsql as $$
    declare
      definition record;
    begin
      select * into strict definition from list_count_definitions where list = p_list;
      delete from list_counts where list = p_list;
      execute format('insert into list_counts (list, grp, n) select %L, g, count(*) from
          (select %s as g from %s r) c group by g', p_list, definition.grp, definition.source);
    end $$`.execute(db)
  await sql`create function track_list_counts(p_list text, p_source regclass, p_grp text) returns void
    language plpgsql as $$
    begin
      insert into list_count_definitions (list, source, grp) values (p_list, p_source, p_grp);
      execute format('create trigger %I after insert on %s referencing new table as new_rows
          for each statement execute function list_count_changes(%L)', p_list || '_counts_insert', p_source, p_list);
      execute format('create trigger %I after update on %s referencing old table as old_rows new table as new_rows
          for each statement execute function list_count_changes(%L)', p_list || '_counts_update', p_source, p_list);
      execute format('create trigger %I after delete on %s referencing old table as old_rows
          for each statement execute function list_count_changes(%L)', p_list || '_counts_delete', p_source, p_list);
      execute format('create trigger %I after truncate on %s
          for each statement execute function list_count_truncated(%L)', p_list || '_counts_truncate', p_source, p_list);
      perform refresh_list_counts(p_list);
    end $$`.execute(db)
  await sql`create function untrack_list_counts(p_list text) returns void language plpgsql as $$
    declare
      definition record;
    begin
      select * into strict definition from list_count_definitions where list = p_list;
      execute format('drop trigger %I on %s', p_list || '_counts_insert', definition.source);
      execute format('drop trigger %I on %s', p_list || '_counts_update', definition.source);
      execute format('drop trigger %I on %s', p_list || '_counts_delete', definition.source);
      execute format('drop trigger %I on %s', p_list || '_counts_truncate', definition.source);
      delete from list_counts where list = p_list;
      delete from list_count_definitions where list = p_list;
    end $$`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function untrack_list_counts(text)`.execute(db)
  await sql`drop function track_list_counts(text, regclass, text)`.execute(db)
  await sql`drop function refresh_list_counts(text)`.execute(db)
  await sql`drop function list_count_truncated()`.execute(db)
  await sql`drop function list_count_changes()`.execute(db)
  await sql`drop table list_count_definitions`.execute(db)
  await sql`drop table list_counts`.execute(db)
}
