import { Fragment, type ReactNode } from 'react'
import { Checkbox, type MessageKey, useTranslate } from '../../entries/plugin.js'

export interface LegalCheckboxProps {
  readonly termsUrl: string | undefined
  readonly privacyUrl: string | undefined
  readonly checked: boolean
  readonly onCheckedChange: (checked: boolean) => void
}

/** The legal checkbox of the Connect view, with links to the host's terms and privacy policy. */
export function LegalCheckbox({ termsUrl, privacyUrl, checked, onCheckedChange }: LegalCheckboxProps) {
  const t = useTranslate()
  const link = (url: string, key: MessageKey) => (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {t(key)}
    </a>
  )
  const links: Record<string, ReactNode> = {
    ...(termsUrl ? { terms: link(termsUrl, 'connect.legal.terms') } : {}),
    ...(privacyUrl ? { privacy: link(privacyUrl, 'connect.legal.privacy') } : {}),
  }
  const key =
    termsUrl && privacyUrl
      ? 'connect.legal.agreeBoth'
      : termsUrl
        ? 'connect.legal.agreeTerms'
        : privacyUrl
          ? 'connect.legal.agreePrivacy'
          : 'connect.legal.agree'
  const parts = t(key).split(/(\{\w+\})/)
  const label = parts.map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence never reorder
    return <Fragment key={index}>{name && links[name] ? links[name] : part}</Fragment>
  })
  return <Checkbox label={<span>{label}</span>} checked={checked} onCheckedChange={onCheckedChange} />
}
