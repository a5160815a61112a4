/** A square SVG data URI with the wallet's initials on a colour derived from its rdns, so two dev wallets look different. */
export function devWalletIcon(name: string, rdns: string): string {
  let hash = 0
  for (const char of rdns) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const hue = hash % 360
  const initials =
    name
      .split(/\s+/)
      .filter((word) => /^[A-Za-z0-9]/.test(word))
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('') || 'W'
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="22" fill="hsl(${hue} 70% 45%)"/>` +
    `<text x="48" y="60" font-family="Arial,sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>` +
    '</svg>'
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
