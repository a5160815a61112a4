import { readFileSync, statSync } from 'node:fs'
import { dirname, extname, resolve } from 'node:path'
import { isCaipNetworkId } from '../../core/caip/isCaipNetworkId.js'
import { toWalletEntry } from '../../core/config/toWalletEntry.js'
import type { WalletEntry } from '../../core/types/Connector.js'
import type { StoredImage } from '../storage/StoredImage.js'
import { readJsonFile } from './readJsonFile.js'

const ID = /^[-\w.]{1,128}$/
const MAX_IMAGE_BYTES = 512 * 1024
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
}
const LINKS = ['mobile_link', 'desktop_link', 'webapp_link'] as const

function checkEntry(value: unknown, where: string): WalletEntry {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${where}: expected an object`)
  const raw = value as Record<string, unknown>
  if (typeof raw.id !== 'string' || !ID.test(raw.id))
    throw new Error(`${where}.id: 1 to 128 letters, digits, '-', '_' or '.'`)
  if (typeof raw.name !== 'string' || raw.name.trim() === '' || raw.name.length > 100)
    throw new Error(`${where}.name: 1 to 100 characters`)
  if (raw.image_id !== undefined && (typeof raw.image_id !== 'string' || !ID.test(raw.image_id)))
    throw new Error(`${where}.image_id: 1 to 128 letters, digits, '-', '_' or '.'`)
  if (
    raw.rdns !== undefined &&
    raw.rdns !== null &&
    (typeof raw.rdns !== 'string' || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(raw.rdns) || raw.rdns.length > 255)
  )
    throw new Error(`${where}.rdns: a reverse domain name such as com.example.wallet`)
  if (
    raw.chains !== undefined &&
    (!Array.isArray(raw.chains) || raw.chains.length > 256 || !raw.chains.every(isCaipNetworkId))
  )
    throw new Error(`${where}.chains: a list of CAIP-2 network ids`)
  const entry = toWalletEntry(raw)
  for (const link of LINKS)
    if (raw[link] !== undefined && raw[link] !== null && entry?.[link] !== raw[link])
      throw new Error(`${where}.${link}: not a link the widget accepts`)
  const { image: _image, ...fields } = raw
  return fields as unknown as WalletEntry
}

function readImage(path: string, where: string): StoredImage {
  const contentType = IMAGE_TYPES[extname(path).toLowerCase()]
  if (!contentType) throw new Error(`${where}.image: a .png, .jpg, .webp or .svg file`)
  if (statSync(path).size > MAX_IMAGE_BYTES) throw new Error(`${where}.image: larger than 512 KiB`)
  return { contentType, bytes: new Uint8Array(readFileSync(path)) }
}

/**
 * A `gangway wallets add` file: one wallet entry or a list, each checked (id, name, rdns, CAIP-2 chains,
 * links by the widget's own URL policy), with an optional `image` file beside it (stored under image_id, else id).
 */
export function parseWalletFile(
  path: string,
): { entry: WalletEntry; image?: { id: string; image: StoredImage } }[] {
  const raw = readJsonFile(path)
  const list = Array.isArray(raw) ? raw : [raw]
  if (list.length === 0 || list.length > 10_000) throw new Error(`${path}: 1 to 10,000 wallets`)
  return list.map((value, index) => {
    const where = Array.isArray(raw) ? `${path}[${index}]` : path
    const entry = checkEntry(value, where)
    const imagePath = (value as { image?: unknown }).image
    if (imagePath === undefined) return { entry }
    if (typeof imagePath !== 'string') throw new Error(`${where}.image: a file path`)
    const imageId = entry.image_id ?? entry.id
    return {
      entry: { ...entry, image_id: imageId },
      image: { id: imageId, image: readImage(resolve(dirname(path), imagePath), where) },
    }
  })
}
