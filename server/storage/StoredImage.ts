/** An image the host supplied for the directory. */
export interface StoredImage {
  readonly contentType: string
  readonly bytes: Uint8Array
}
