import { appendFileSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DevAnalyticsEvent } from './DevAnalyticsEvent.js'

function load(file: string): DevAnalyticsEvent[] {
  let content: string
  try {
    content = readFileSync(file, 'utf8')
  } catch {
    return []
  }
  return content.split('\n').flatMap((line) => {
    try {
      return line.trim() ? [JSON.parse(line) as DevAnalyticsEvent] : []
    } catch {
      return []
    }
  })
}

/** The analytics events of `dataDir`: kept in memory and appended as JSON lines to `analytics-events.jsonl`, reloaded on start. */
export function createAnalyticsSink(dataDir: string): {
  readonly file: string
  events(): readonly DevAnalyticsEvent[]
  add(event: DevAnalyticsEvent): void
} {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, 'analytics-events.jsonl')
  const events = load(file)
  return {
    file,
    events: () => [...events],
    add(event) {
      appendFileSync(file, `${JSON.stringify(event)}\n`)
      events.push(event)
    },
  }
}
