/** The Gangway server's image of a token symbol, as a server path (the route makes it absolute). */
export function tokenImagePath(symbol: string): string {
  return `/directory/public/getTokenImage/${encodeURIComponent(symbol)}`
}
