import { useInsertionEffect } from 'react'
import { buttonCss } from './buttonCss.js'

/** On React 18, puts the buttons' stylesheet into <head> once (React 19 hoists the element GangwayButton renders). */
export function useButtonStyles(active: boolean): void {
  useInsertionEffect(() => {
    if (!active || document.head.querySelector('style[data-gangway-buttons]')) return
    const style = document.createElement('style')
    style.setAttribute('data-gangway-buttons', '')
    style.textContent = buttonCss
    document.head.append(style)
  }, [active])
}
