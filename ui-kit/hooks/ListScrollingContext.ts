import { createContext } from 'react'

/** True while the WindowedList around it is being scrolled: images in its rows wait (useImagePreload) until it rests. */
export const ListScrollingContext = createContext(false)
