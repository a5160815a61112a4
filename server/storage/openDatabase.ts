import { join } from 'node:path'
import type { ServerLogger } from '../ServerLogger.js'
import { createPgliteDatabase } from './createPgliteDatabase.js'
import { createPostgresDatabase } from './createPostgresDatabase.js'
import type { Database } from './Database.js'
import type { DatabaseOptions } from './DatabaseOptions.js'
import { lockDataDir } from './lockDataDir.js'
import { runMigrations } from './runMigrations.js'

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions = {}, logger?: ServerLogger): Promise<Database> {
  let db: Database
  if (options.url) {
    db = await createPostgresDatabase(options.url, { max: options.maxConnections, logger })
  } else if (options.dataDir) {
    const release = lockDataDir(options.dataDir)
    try {
      const embedded = await createPgliteDatabase(join(options.dataDir, 'pgdata'))
      db = { ...embedded, close: () => embedded.close().finally(release) }
    } catch (error) {
      release()
      throw error
    }
  } else {
    db = await createPgliteDatabase()
  }
  try {
    const applied = await runMigrations(db)
    if (applied.length > 0) logger?.info(`database schema: applied version ${applied.join(', ')}`)
  } catch (error) {
    await db.close().catch(() => {})
    throw error
  }
  return db
}
