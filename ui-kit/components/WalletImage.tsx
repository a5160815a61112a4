import { PreloadedImage, type PreloadedImageProps } from './PreloadedImage.js'

export type WalletImageProps = PreloadedImageProps

/** A wallet's icon, rounded square, with loading and fallback placeholders. */
export function WalletImage(props: WalletImageProps) {
  return <PreloadedImage {...props} kind="wallet" fallback="wallet" />
}
