/** An image a host supplies for a wallet, its type told by its first bytes. An SVG is served with a CSP that blocks scripts and loads. */
export interface DirectoryImage {
  readonly contentType: 'image/png' | 'image/webp' | 'image/jpeg' | 'image/svg+xml'
  readonly bytes: Uint8Array
}
