const paths = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 18l-6-6 6-6',
  chevron: 'M9 6l6 6-6 6',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm9 2l-4-4',
  alert: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v5m0 3.5v.5',
  wallet: 'M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zm0 0l11-3v3m1 7h.5',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c3.5 4 3.5 14 0 18M12 3c-3.5 4-3.5 14 0 18',
  walletconnect: 'M5.5 9.5a9.5 9.5 0 0 1 13 0M2.5 12.5l4 4 5.5-5.5 5.5 5.5 4-4',
  receive: 'M12 4v11m-5-4 5 5 5-5M5 20h14',
  send: 'M7 17 17 7M9 7h8v8',
  swaps: 'M7 4 3 8l4 4M3 8h14m0 4 4 4-4 4m4-4H7',
  onramp: 'M3 6h18v12H3zM3 10h18M7 15h3',
  external: 'M14 4h6v6m0-6-9 9m7 1v6H4V6h6',
  disconnect: 'M10 20H4V4h6m6 12 4-4-4-4m4 4H9',
}

export type IconName = keyof typeof paths

export interface IconProps {
  name: IconName
  /** Width and height in px; default 16. */
  size?: number
}

/** A decorative line icon; give its button the accessible name. */
export function Icon({ name, size = 16 }: IconProps) {
  return (
    <svg
      className="gw-ic"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  )
}
