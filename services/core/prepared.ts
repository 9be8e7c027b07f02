import type pg from 'pg'

// A statement whose text starts with this comment is prepared once per connection and then only
// executed (a named statement in the pg driver): for the event store's append, parsing and
// planning its CTEs cost more than running them (docs/adr/0016). Kysely has no way to name a
// statement, so the mark rides in the text and the pool's clients look for it.
export const PREPARED = '/* prepared */'

// Distinct marked texts per process, each named once; past the limit (a marked text built from
// data by mistake) further texts run unprepared rather than fill every connection's memory.
const LIMIT = 500
const names = new Map<string, string>()

export function preparedName(text: string): string | undefined {
  const known = names.get(text)
  if (known !== undefined || names.size >= LIMIT) return known
  const name = `prepared_${names.size + 1}`
  names.set(text, name)
  return name
}

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown

// Makes `client` run marked statements as named ones; every other call is passed on unchanged.
export function prepareMarked(client: pg.ClientBase): void {
  const query = client.query.bind(client) as Query
  const marked: Query = (config, values, callback) => {
    if (typeof config === 'string' && config.startsWith(PREPARED)) {
      const name = preparedName(config)
      if (name !== undefined) return query({ name, text: config, values }, callback)
    }
    return query(config, values, callback)
  }
  client.query = marked as typeof client.query
}
