import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createStore } from './storage/createStore.js'
import { openDatabase } from './storage/openDatabase.js'
import { bundleCli } from './test/bundleCli.js'
import { spawnServe } from './test/spawnCli.js'

const WORKERS = 16
const KILL_AFTER_ACKS = 400

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()))

describe('analytics durability', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-durability-'))
  const config = join(dir, 'gangway.server.json')
  const dataDir = join(dir, 'data')
  writeFileSync(
    config,
    JSON.stringify({ projects: [{ id: 'p1' }], rateLimits: { perIp: false, perProject: false } }),
  )
  const children: ChildProcess[] = []
  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await Promise.all(children.map(exited))
    rmSync(dir, { recursive: true, force: true })
  })

  it('keeps every acknowledged event, once, when the server is killed with SIGKILL mid-load', async () => {
    const cli = await bundleCli()
    const args = ['--port', '0', '--config', config, '--data-dir', dataDir]
    const first = await spawnServe(cli, args)
    children.push(first.child)
    const acked = new Set<string>()
    let sent = 0
    let killed = false
    const post = (url: string, eventId: string) =>
      fetch(`${url}/analytics/e?projectId=p1&st=gangway&sv=0.1.0`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          eventId,
          url: 'https://app.example/',
          domain: 'app.example',
          timestamp: Date.now(),
          props: { event: 'MODAL_OPEN' },
        }),
      })
    const worker = async (index: number) => {
      for (let n = 0; ; n++) {
        const eventId = `w${index}-${n}`
        sent++
        try {
          const response = await post(first.url, eventId)
          if (response.ok) acked.add(eventId)
        } catch {
          return
        }
        if (!killed && acked.size >= KILL_AFTER_ACKS) {
          killed = true
          first.child.kill('SIGKILL')
        }
      }
    }
    await Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)))
    await exited(first.child)
    expect(first.child.signalCode).toBe('SIGKILL')
    expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS)

    const second = await spawnServe(cli, args)
    children.push(second.child)
    const resent = [...acked].slice(0, 20)
    const again = await Promise.all(resent.map((eventId) => post(second.url, eventId)))
    expect(again.every((response) => response.ok)).toBe(true)
    second.child.kill('SIGTERM')
    await exited(second.child)
    expect(second.child.exitCode).toBe(0)

    const db = await openDatabase({ dataDir })
    try {
      const stored = await createStore(db).analytics.list('p1', { limit: 100_000 })
      const ids = stored.map((event) => event.eventId)
      expect(new Set(ids).size).toBe(ids.length)
      const missing = [...acked].filter((eventId) => !ids.includes(eventId))
      expect(missing).toEqual([])
      expect(ids.length).toBeLessThanOrEqual(sent)
      console.info(`[durability] sent ${sent}, acknowledged ${acked.size}, stored ${ids.length}`)
    } finally {
      await db.close()
    }
  }, 300_000)
})
