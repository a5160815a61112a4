import { LoadingThumbnail } from './LoadingThumbnail.js'

export interface ListSkeletonProps {
  /** How many placeholder rows; each has a ListItem's size. */
  count: number
  /** Announced in a status region, e.g. 'Loading…'; without it the rows are decorative. */
  label?: string
}

/** Placeholder rows with the layout of a list of ListItems, while the list loads. */
export function ListSkeleton({ count, label }: ListSkeletonProps) {
  return (
    <div className="gw-list-skel" {...(label ? { role: 'status' } : { 'aria-hidden': true })}>
      {label && <span className="gw-sr">{label}</span>}
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <span key={index} className="gw-skel-row">
          <LoadingThumbnail width={40} height={40} />
          <LoadingThumbnail width="45%" height={14} />
        </span>
      ))}
    </div>
  )
}
