import { type Kysely, sql } from 'kysely'

// The events stay append-only, with one exception (ADR 0066): the erasure of a person's data
// (issue 38) rewrites the personal values inside the payloads of that person's events, in its own
// transaction, so that no rebuild brings them back. Only a transaction that says so
// (`set local ttsg.erasure = 'on'`) may, and only the payload: position, stream, version, type,
// metadata and time never change, and no event is ever deleted.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger events_no_update on events`.execute(db)
  await sql`create trigger events_no_delete before delete on events
    for each statement execute function events_append_only()`.execute(db)
  await sql`create function events_redact_only() returns trigger language plpgsql as $$
    begin
      if coalesce(current_setting('ttsg.erasure', true), '') <> 'on'
        or new.position <> old.position or new.stream_type <> old.stream_type
        or new.stream_id <> old.stream_id or new.version <> old.version or new.type <> old.type
        or new.metadata <> old.metadata or new.created_at <> old.created_at
        or new.transaction_id <> old.transaction_id then
        raise exception 'events are append-only';
      end if;
      return new;
    end $$`.execute(db)
  await sql`create trigger events_no_update before update on events
    for each row execute function events_redact_only()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger events_no_update on events`.execute(db)
  await sql`drop function events_redact_only()`.execute(db)
  await sql`drop trigger events_no_delete on events`.execute(db)
  await sql`create trigger events_no_update before update or delete on events
    for each statement execute function events_append_only()`.execute(db)
}
