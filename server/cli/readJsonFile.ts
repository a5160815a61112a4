import { readFileSync, statSync } from 'node:fs'

const MAX_BYTES = 1024 * 1024

/** A JSON file of at most 1 MiB, parsed; throws with the file name and the reason. */
export function readJsonFile(path: string): unknown {
  if (statSync(path).size > MAX_BYTES) throw new Error(`${path}: larger than 1 MiB`)
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Error(`${path}: not valid JSON (${(error as Error).message})`)
  }
}
