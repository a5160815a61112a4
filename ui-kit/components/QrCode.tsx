import { useEffect, useMemo, useState } from 'react'
import type { QrEcc } from '../lib/qrPath.js'

export interface QrCodeProps {
  value: string
  /** Outer width and height in px, padding included; default 280. */
  size?: number
  /** Accessible name; default 'QR code'. */
  label?: string
  /** Error correction; default 'M', or 'Q' with a logo. */
  ecc?: QrEcc
  /** Logo drawn in a cleared centre square. */
  logoSrc?: string | undefined
}

type QrLib = typeof import('../lib/qrPath.js')
let lib: QrLib | undefined
const loadLib = () =>
  import('../lib/qrPath.js').then((module) => {
    lib = module
  })

/**
 * A QR code as one SVG path, dark on white in both themes. The encoder is its own chunk, fetched the
 * first time a code is shown (an empty white square of the final size stands in meanwhile).
 */
export function QrCode({ value, size = 280, label = 'QR code', ecc, logoSrc }: QrCodeProps) {
  const [ready, setReady] = useState(lib !== undefined)
  useEffect(() => {
    if (ready) return
    let live = true
    loadLib().then(
      () => live && setReady(true),
      () => {},
    )
    return () => {
      live = false
    }
  }, [ready])
  const qr = useMemo(
    () => (ready ? lib?.qrPath(value, ecc ?? (logoSrc ? 'Q' : 'M'), logoSrc ? 0.22 : 0) : undefined),
    [ready, value, ecc, logoSrc],
  )
  if (!qr) return <div className="gw-qr" style={{ width: size, height: size }} aria-busy="true" />
  const at = (qr.size - qr.hole) / 2 + 0.5
  return (
    <div className="gw-qr" style={{ width: size, height: size }}>
      <svg role="img" aria-label={label} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges">
        <path d={qr.d} fill="currentColor" />
        {logoSrc && <image href={logoSrc} x={at} y={at} width={qr.hole - 1} height={qr.hole - 1} />}
      </svg>
    </div>
  )
}
