export interface OrderListProps<T extends string> {
  readonly label: string
  readonly items: readonly T[]
  readonly onChange: (items: readonly T[]) => void
}

/** An ordered list with move-up / move-down buttons. */
export function OrderList<T extends string>({ label, items, onChange }: OrderListProps<T>) {
  const move = (index: number, by: -1 | 1) => {
    const next = [...items]
    const [item] = next.splice(index, 1)
    if (item === undefined) return
    next.splice(index + by, 0, item)
    onChange(next)
  }
  return (
    <div>
      <p className="pg-subhead">{label}</p>
      <ol className="pg-order" aria-label={label}>
        {items.map((item, index) => (
          <li key={item}>
            <span className="pg-order-index">{index + 1}</span>
            <span className="pg-order-item">{item}</span>
            <button
              type="button"
              className="pg-btn pg-btn--sm pg-btn--icon"
              aria-label={`Move ${item} up`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="pg-btn pg-btn--sm pg-btn--icon"
              aria-label={`Move ${item} down`}
              disabled={index === items.length - 1}
              onClick={() => move(index, 1)}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
    </div>
  )
}
