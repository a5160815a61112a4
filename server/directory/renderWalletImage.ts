import { renderInitialsSvg } from './renderInitialsSvg.js'

// Placeholder until the generated wallet images land (issue 15, directory part): that change replaces this file.
/** The default image of a wallet with no image of its own. */
export function renderWalletImage(id: string, name: string): { contentType: string; bytes: Uint8Array } {
  return { contentType: 'image/svg+xml', bytes: new TextEncoder().encode(renderInitialsSvg(name, id)) }
}
