/** A square SVG image: up to three initials of `label` on a colour derived from `seed` (the same seed, the same colour). */
export function renderInitialsSvg(
  label: string,
  seed: string,
  shape: 'square' | 'circle' = 'square',
): string {
  let hash = 0
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const words = label.split(/[\s_-]+/).filter((word) => /^[A-Za-z0-9]/.test(word))
  const initials =
    (words.length > 1
      ? words
          .slice(0, 2)
          .map((word) => word[0])
          .join('')
      : (words[0] ?? '').slice(0, 3)
    )
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase() || '?'
  const size = initials.length > 2 ? 30 : 40
  const background =
    shape === 'circle'
      ? `<circle cx="48" cy="48" r="48" fill="hsl(${hash % 360} 60% 42%)"/>`
      : `<rect width="96" height="96" rx="22" fill="hsl(${hash % 360} 60% 42%)"/>`
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    background +
    `<text x="48" y="${48 + size * 0.35}" font-family="Arial,sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>` +
    '</svg>'
  )
}
