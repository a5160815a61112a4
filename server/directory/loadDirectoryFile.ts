import { open, realpath } from 'node:fs/promises'
import { dirname, isAbsolute, relative, resolve } from 'node:path'
import type { WalletEntry } from '../../entries/plugin.js'
import { checkDirectoryEntry } from './checkDirectoryEntry.js'
import type { DirectoryFile } from './DirectoryFile.js'
import { DirectoryFileError } from './DirectoryFileError.js'
import type { DirectoryImage } from './DirectoryImage.js'
import { imageTypeOf } from './imageTypeOf.js'
import { isDirectoryId } from './isDirectoryId.js'

const MAX_ENTRIES = 10_000
const MAX_FILE_BYTES = 16 * 1024 * 1024
const MAX_IMAGE_BYTES = 256 * 1024
const MAX_IMAGES_BYTES = 64 * 1024 * 1024
const MAX_PROBLEMS = 20
const KEYS = new Set(['add', 'remove', 'images'])

class Problems {
  readonly list: string[] = []
  add(problem: string): void {
    if (this.list.length < MAX_PROBLEMS) this.list.push(problem)
    else if (this.list.length === MAX_PROBLEMS) this.list.push('(more problems not listed)')
  }
}

/** At most `max` bytes of a regular file: its bytes, or why not. */
async function readCapped(
  path: string,
  max: number,
): Promise<Uint8Array | 'too large' | 'not a regular file'> {
  const handle = await open(path, 'r')
  try {
    const stats = await handle.stat()
    if (!stats.isFile()) return 'not a regular file'
    if (stats.size > max) return 'too large'
    const buffer = new Uint8Array(max + 1)
    let length = 0
    while (length <= max) {
      const { bytesRead } = await handle.read(buffer, length, max + 1 - length, length)
      if (bytesRead === 0) break
      length += bytesRead
    }
    return length > max ? 'too large' : buffer.slice(0, length)
  } finally {
    await handle.close()
  }
}

const label = (index: number, value: unknown) => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined
  return typeof id === 'string' ? `add[${index}] ("${id.slice(0, 64)}")` : `add[${index}]`
}

const failure =
  (file: string) =>
  (problems: string[], cause?: unknown): never => {
    throw new DirectoryFileError(file, problems, cause === undefined ? undefined : { cause })
  }

/** The JSON of a file of at most 16 MiB, UTF-8, or a DirectoryFileError saying why not. */
async function readJson(file: string): Promise<unknown> {
  const fail = failure(file)
  try {
    const bytes = await readCapped(file, MAX_FILE_BYTES)
    if (bytes === 'too large') return fail([`larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB`])
    if (bytes === 'not a regular file') return fail(['not a regular file'])
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch (error) {
    if (error instanceof DirectoryFileError) throw error
    return fail([`cannot be read as UTF-8 JSON (${(error as Error).message})`], error)
  }
}

/**
 * Reads and checks a host's directory edit file, JSON `{ add: WalletEntry[], remove: id[], images:
 * { [id]: path } }` (each part optional): at most 10,000 added entries, removals and images; image paths
 * relative to the file's folder and inside it, each at most 256 KiB (64 MiB in all) and a PNG, WebP,
 * JPEG or SVG by its first bytes. Throws a DirectoryFileError naming every entry at fault.
 */
export async function loadDirectoryFile(path: string): Promise<DirectoryFile> {
  const file = resolve(path)
  const json = await readJson(file)
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return failure(file)(['must be a JSON object with add, remove and images'])
  return checkEdits(file, json as Record<string, unknown>)
}

/**
 * A `gangway wallets add` file: one wallet entry or a list, each with an optional `image` path beside it (stored
 * under its image_id, else its id). Checked as the edit file `{ add, images }` it stands for, by the same rules.
 */
export async function loadWalletFile(path: string): Promise<DirectoryFile> {
  const file = resolve(path)
  const json = await readJson(file)
  const list = Array.isArray(json) ? json : [json]
  if (list.length === 0) return failure(file)(['holds no wallet'])
  const images: Record<string, unknown> = {}
  const add = list.map((value) => {
    if (typeof value !== 'object' || value === null || !('image' in value)) return value
    const { image, ...entry } = value as Record<string, unknown>
    const id = entry.image_id ?? entry.id
    if (typeof id !== 'string') return entry
    images[id] = image
    return { ...entry, image_id: id }
  })
  return checkEdits(file, { add, images })
}

async function checkEdits(file: string, raw: Record<string, unknown>): Promise<DirectoryFile> {
  const fail = failure(file)
  const problems = new Problems()
  for (const key of Object.keys(raw))
    if (!KEYS.has(key)) problems.add(`unknown key "${key.slice(0, 40)}" (expected add, remove, images)`)

  const add: WalletEntry[] = []
  const added = new Map<string, number>()
  if (raw.add !== undefined) {
    if (!Array.isArray(raw.add)) problems.add('add must be a list of wallet entries')
    else if (raw.add.length > MAX_ENTRIES)
      problems.add(`add has ${raw.add.length} entries; at most ${MAX_ENTRIES}`)
    else
      raw.add.forEach((value, index) => {
        const checked = checkDirectoryEntry(value)
        if ('problems' in checked) {
          for (const problem of checked.problems) problems.add(`${label(index, value)}: ${problem}`)
          return
        }
        const earlier = added.get(checked.entry.id)
        if (earlier !== undefined) problems.add(`${label(index, value)}: the same id as add[${earlier}]`)
        else added.set(checked.entry.id, index)
        add.push(checked.entry)
      })
  }

  const remove = new Set<string>()
  if (raw.remove !== undefined) {
    if (!Array.isArray(raw.remove)) problems.add('remove must be a list of wallet ids')
    else if (raw.remove.length > MAX_ENTRIES)
      problems.add(`remove has ${raw.remove.length} ids; at most ${MAX_ENTRIES}`)
    else
      raw.remove.forEach((id, index) => {
        if (!isDirectoryId(id))
          problems.add(`remove[${index}]: ${JSON.stringify(id)?.slice(0, 80)} is not a wallet id`)
        else if (added.has(id)) problems.add(`remove[${index}] ("${id}"): also in add[${added.get(id)}]`)
        else remove.add(id)
      })
  }

  const images = new Map<string, DirectoryImage>()
  if (raw.images !== undefined) {
    const list = raw.images
    if (typeof list !== 'object' || list === null || Array.isArray(list))
      problems.add('images must be an object of wallet id to image path')
    else if (Object.keys(list).length > MAX_ENTRIES)
      problems.add(`images has ${Object.keys(list).length} entries; at most ${MAX_ENTRIES}`)
    else {
      const folder = await realpath(dirname(file))
      let total = 0
      for (const [id, imagePath] of Object.entries(list as Record<string, unknown>)) {
        const name = `images["${id.slice(0, 64)}"]`
        if (!isDirectoryId(id)) {
          problems.add(`${name}: not a wallet id`)
          continue
        }
        if (remove.has(id)) problems.add(`${name}: the wallet is removed`)
        if (typeof imagePath !== 'string' || imagePath === '' || imagePath.length > 4_096) {
          problems.add(`${name}: must be the path of an image file`)
          continue
        }
        let bytes: Awaited<ReturnType<typeof readCapped>>
        try {
          const real = await realpath(resolve(folder, imagePath))
          const inside = relative(folder, real)
          if (inside.startsWith('..') || isAbsolute(inside)) {
            problems.add(`${name}: ${imagePath} is outside the directory file's folder`)
            continue
          }
          bytes = await readCapped(real, MAX_IMAGE_BYTES)
        } catch (error) {
          problems.add(
            `${name}: cannot read ${imagePath} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
          )
          continue
        }
        if (bytes === 'too large' || bytes === 'not a regular file') {
          problems.add(
            `${name}: ${imagePath} ${bytes === 'too large' ? `is larger than ${MAX_IMAGE_BYTES / 1024} KiB` : 'is not a regular file'}`,
          )
          continue
        }
        const contentType = imageTypeOf(bytes)
        if (!contentType) {
          problems.add(`${name}: ${imagePath} is not a PNG, WebP, JPEG or SVG image`)
          continue
        }
        total += bytes.length
        if (total > MAX_IMAGES_BYTES) {
          problems.add(`images: more than ${MAX_IMAGES_BYTES / 1024 / 1024} MiB in all`)
          break
        }
        images.set(id, { contentType, bytes })
      }
    }
  }
  if (problems.list.length > 0) fail(problems.list)
  return { add, remove: [...remove], images }
}
