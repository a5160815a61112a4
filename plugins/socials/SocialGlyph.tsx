import type { SocialProvider } from '../../entries/plugin.js'

const GLYPHS: Readonly<Record<SocialProvider, { readonly text: string; readonly color: string }>> = {
  google: { text: 'G', color: '#4285f4' },
  github: { text: 'GH', color: '#24292f' },
  apple: { text: 'A', color: '#000000' },
  facebook: { text: 'f', color: '#1877f2' },
  x: { text: 'X', color: '#000000' },
  discord: { text: 'D', color: '#5865f2' },
  farcaster: { text: 'F', color: '#855dcd' },
}

/** A provider's round mark (its initial on its colour), decorative: the button carries the name. */
export function SocialGlyph({
  provider,
  size = 24,
}: {
  readonly provider: SocialProvider
  readonly size?: number
}) {
  const glyph = GLYPHS[provider]
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        background: glyph.color,
        color: '#fff',
        fontWeight: 700,
        fontSize: Math.round(size * (glyph.text.length > 1 ? 0.4 : 0.55)),
        lineHeight: 1,
        flex: 'none',
      }}
    >
      {glyph.text}
    </span>
  )
}
