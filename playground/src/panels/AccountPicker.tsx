export interface AccountPickerProps {
  readonly legend: string
  /** The wallet's accounts in key order, for select(index). */
  readonly accounts: readonly string[]
  /** What the wallet holds now, the selected one first. */
  readonly held: readonly string[]
  readonly select: (index: number) => void
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** A dev wallet's accounts as pressed / unpressed buttons; pressing one selects it in the wallet. */
export function AccountPicker({ legend, accounts, held, select }: AccountPickerProps) {
  return (
    <fieldset className="pg-seg">
      <legend className="pg-sr">{legend}</legend>
      {accounts
        .filter((address) => held.includes(address))
        .map((address, index) => (
          <button
            key={address}
            type="button"
            aria-pressed={held[0] === address}
            onClick={() => select(index)}
            title={address}
          >
            {short(address)}
          </button>
        ))}
    </fieldset>
  )
}
