import { LoadingThumbnail } from '../../entries/plugin.js'

/** Placeholder rows while the first wallets load. */
export function LoadingRows({ count, label }: { readonly count: number; readonly label: string }) {
  return (
    <div role="status" aria-busy="true" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <span className="gw-sr">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          key={index}
          data-testid="wallet-skeleton"
          style={{ display: 'flex', alignItems: 'center', gap: 12, height: 56, padding: 8 }}
        >
          <LoadingThumbnail width={40} height={40} />
          <LoadingThumbnail width="50%" height={14} />
        </div>
      ))}
    </div>
  )
}
