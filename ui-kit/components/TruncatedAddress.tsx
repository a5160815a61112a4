import { truncateAddress } from '../lib/truncateAddress.js'

export interface TruncatedAddressProps {
  address: string
  /** Characters kept at the start; default 6 for 0x addresses, else 4. */
  start?: number
  /** Characters kept at the end; default 4. */
  end?: number
}

/** Shows `0x1234…abcd`; the full address stays in the title and in the accessible text. */
export function TruncatedAddress({ address, start, end }: TruncatedAddressProps) {
  return (
    <span className="gw-addr" title={address}>
      <span aria-hidden="true">{truncateAddress(address, start, end)}</span>
      <span className="gw-sr">{address}</span>
    </span>
  )
}
