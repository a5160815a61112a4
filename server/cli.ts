#!/usr/bin/env node
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { parseConfigFile } from './cli/parseConfigFile.js'
import { runServe } from './cli/runServe.js'
import { runWallets } from './cli/runWallets.js'

const USAGE = `usage:
  gangway serve [--port 8787] [--host 127.0.0.1] [--config gangway.server.json] [--database-url URL] [--data-dir DIR]
  gangway wallets list | add <file.json> | remove <id> | import <edits.json>   (same --config, --database-url, --data-dir)
The database: --database-url, else DATABASE_URL, else the config file's databaseUrl or dataDir, else ./gangway-data.`

const say = (line: string) => console.log(`[gangway] ${line}`)

async function main(argv: readonly string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      config: { type: 'string', default: 'gangway.server.json' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const [command, ...rest] = positionals
  if (values.help || (command !== 'serve' && command !== 'wallets')) {
    console.log(USAGE)
    if (!values.help) process.exitCode = 2
    return
  }
  const config =
    command === 'wallets' && !existsSync(values.config) ? { projects: [] } : parseConfigFile(values.config)
  const databaseUrl =
    values['database-url'] ??
    process.env.DATABASE_URL ??
    (values['data-dir'] ? undefined : config.databaseUrl)
  const dataDir = databaseUrl ? undefined : (values['data-dir'] ?? config.dataDir ?? 'gangway-data')
  const full = { ...config, databaseUrl, dataDir }
  if (command === 'wallets') return runWallets(rest, { url: databaseUrl, dataDir }, say)
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error('--port: 0 to 65535')
  await runServe(full, { port, host: values.host }, say)
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`[gangway] ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
