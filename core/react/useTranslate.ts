import type { Translate } from '../i18n/Translate.js'
import { useGangwayContext } from './useGangwayContext.js'

/** The translator of the current locale: `t('shell.close')`, keys checked against MessageRegistry. */
export function useTranslate(): Translate {
  return useGangwayContext().t
}
