import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { DataDirInUseError } from './DataDirInUseError.js'

const LOCK_FILE = 'gangway.lock'

function isRunning(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Claims `dataDir` for this process (an embedded database must have one process only): throws DataDirInUseError when a
 * running process holds it, takes over a lock left by a process that is gone. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, LOCK_FILE)
  const mine = String(process.pid)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx' })
      return () => {
        try {
          if (readFileSync(file, 'utf8') === mine) rmSync(file)
        } catch {}
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    let holder = Number.NaN
    try {
      holder = Number(readFileSync(file, 'utf8').trim())
    } catch {}
    if (isRunning(holder)) throw new DataDirInUseError(dataDir, holder)
    rmSync(file, { force: true })
  }
  throw new Error(`Could not lock the data directory ${dataDir}`)
}
