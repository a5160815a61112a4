import type { Queryable } from './Queryable.js'

/** The server secret `name` (server_secrets), made with `create` and stored by whichever instance asks first. */
export async function readServerSecret(db: Queryable, name: string, create: () => string): Promise<string> {
  await db.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    name,
    create(),
  ])
  const rows = await db.query<{ value: string }>('select value from server_secrets where name = $1', [name])
  const value = rows[0]?.value
  if (value === undefined) throw new Error(`server secret ${name} was not stored`)
  return value
}
