import type { DirectoryImage } from './DirectoryImage.js'

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const ascii = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((char, index) => bytes[at + index] === char.charCodeAt(0))

/**
 * The type of an image by its first bytes (never by its file name): PNG, JPEG, WebP (RIFF....WEBP),
 * or SVG (UTF-8 text whose first markup, after an optional BOM, XML declaration, comments and
 * doctype, is an `<svg` element); undefined for anything else.
 */
export function imageTypeOf(bytes: Uint8Array): DirectoryImage['contentType'] | undefined {
  if (PNG.every((byte, index) => bytes[index] === byte)) return 'image/png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp'
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 4_096), { stream: true })
  } catch {
    return undefined
  }
  const rest = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE\s+svg[^>]*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
  return /^\s*<svg[\s>]/.test(rest) ? 'image/svg+xml' : undefined
}
