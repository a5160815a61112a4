import { dirname, resolve } from 'node:path'
import { readJsonFile } from './readJsonFile.js'
import type { ServerConfigFile } from './ServerConfigFile.js'

const KEYS = new Set([
  'projects',
  'basePath',
  'publicUrl',
  'trustProxy',
  'rateLimits',
  'databaseUrl',
  'dataDir',
  'chains',
  'prices',
])

/** Reads gangway.server.json: unknown keys and wrong types are refused (the rest is checked by the server). */
export function parseConfigFile(path: string): ServerConfigFile {
  const raw = readJsonFile(path)
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new Error(`${path}: expected a JSON object`)
  const config = raw as Record<string, unknown>
  const unknown = Object.keys(config).filter((key) => !KEYS.has(key))
  if (unknown.length > 0) throw new Error(`${path}: unknown key ${unknown.join(', ')}`)
  if (!Array.isArray(config.projects)) throw new Error(`${path}: "projects" must be a list`)
  for (const key of ['basePath', 'publicUrl', 'databaseUrl', 'dataDir'] as const)
    if (config[key] !== undefined && typeof config[key] !== 'string')
      throw new Error(`${path}: "${key}" must be a string`)
  if (config.chains !== undefined && !Array.isArray(config.chains))
    throw new Error(`${path}: "chains" must be a list`)
  const dataDir = typeof config.dataDir === 'string' ? resolve(dirname(path), config.dataDir) : undefined
  return { ...(config as unknown as ServerConfigFile), ...(dataDir ? { dataDir } : {}) }
}
