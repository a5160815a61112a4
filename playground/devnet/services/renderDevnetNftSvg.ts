/** A devnet NFT's picture (static SVG, no script): a lighthouse with its number, or a loud "free claim" for the spam collection. */
export function renderDevnetNftSvg(symbol: string, tokenId: bigint, spam: boolean): string {
  const number = tokenId.toString().replace(/\D/g, '')
  const hue = Number((tokenId * 47n) % 360n)
  const open = '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">'
  const label = (text: string, y: number, size: number, fill: string) =>
    `<text x="128" y="${y}" font-family="Arial,sans-serif" font-size="${size}" font-weight="700" fill="${fill}" text-anchor="middle">${text}</text>`
  if (spam)
    return `${open}<rect width="256" height="256" fill="#ff0"/><rect x="12" y="12" width="232" height="232" fill="none" stroke="#f0f" stroke-width="8"/>${label('FREE', 110, 56, '#f0f')}${label('CLAIM NOW', 160, 30, '#000')}${label(`${symbol.replace(/\W/g, '')} #${number}`, 220, 20, '#000')}</svg>`
  return `${open}<rect width="256" height="256" fill="hsl(${hue} 55% 30%)"/><rect y="190" width="256" height="66" fill="hsl(${hue} 60% 18%)"/><path d="M108 190 L116 90 H140 L148 190 Z" fill="#f4f4f4"/><rect x="112" y="120" width="32" height="12" fill="#d33"/><rect x="112" y="150" width="32" height="12" fill="#d33"/><rect x="114" y="70" width="28" height="20" fill="#ffd54a"/><path d="M110 70 L128 52 L146 70 Z" fill="#d33"/><path d="M142 76 L230 56 L230 96 Z" fill="#ffd54a" opacity="0.45"/>${label(`#${number}`, 238, 22, '#fff')}</svg>`
}
