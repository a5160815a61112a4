import { memo, useEffect, useRef } from 'react'
import { SearchInput, useTranslate } from '../../entries/plugin.js'
import { walletList } from './walletList.js'

/** All Wallets' search box: the field keeps its own text (a keystroke renders nothing) and reports it trimmed after the wait. */
export const WalletSearch = memo(function WalletSearch({
  onSearch,
}: {
  readonly onSearch: (search: string) => void
}) {
  const t = useTranslate()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return (
    <SearchInput
      label={t('connect.search')}
      placeholder={t('connect.search')}
      clearLabel={t('connect.clearSearch')}
      onValueChange={(value) => {
        clearTimeout(timer.current)
        timer.current = setTimeout(() => onSearch(value.trim()), walletList.searchWaitMs)
      }}
    />
  )
})
