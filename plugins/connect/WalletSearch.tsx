import { memo, useEffect, useRef, useState } from 'react'
import { SearchInput, useTranslate } from '../../entries/plugin.js'
import { walletList } from './walletList.js'

/** All Wallets' search box: keeps its own text (a keystroke renders only this box) and reports it trimmed after the wait. */
export const WalletSearch = memo(function WalletSearch({
  onSearch,
}: {
  readonly onSearch: (search: string) => void
}) {
  const t = useTranslate()
  const [input, setInput] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return (
    <SearchInput
      label={t('connect.search')}
      placeholder={t('connect.search')}
      clearLabel={t('connect.clearSearch')}
      value={input}
      onValueChange={(value) => {
        setInput(value)
        clearTimeout(timer.current)
        timer.current = setTimeout(() => onSearch(value.trim()), walletList.searchWaitMs)
      }}
    />
  )
})
