import { PreloadedImage, type PreloadedImageProps } from './PreloadedImage.js'

export type NetworkImageProps = PreloadedImageProps

/** A network's icon, round, with loading and fallback placeholders. */
export function NetworkImage(props: NetworkImageProps) {
  return <PreloadedImage {...props} kind="network" fallback="globe" />
}
