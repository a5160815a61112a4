import { NetworkImage } from './NetworkImage.js'

export interface NetworkBadgeProps {
  name: string
  imageSrc?: string | undefined
}

/** A pill with a network's icon and name. */
export function NetworkBadge({ name, imageSrc }: NetworkBadgeProps) {
  return (
    <span className="gw-nbadge">
      <NetworkImage src={imageSrc} size="sm" />
      <span>{name}</span>
    </span>
  )
}
