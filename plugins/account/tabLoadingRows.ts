/** The skeleton rows a built-in tab shows while its data loads, and while its chunk loads (its entry's skeletonRows). */
export const TAB_LOADING_ROWS = 3
