import type { Translate } from '../i18n/Messages.js'
import { useGangwayContext } from './useGangwayContext.js'

/** The translator of the current locale: `t('connect.title')`. */
export function useTranslate(): Translate {
  return useGangwayContext().t
}
