/** Image URLs this page has already loaded (a tile shows them at once, also while the grid scrolls fast). */
export const loadedImages = new Set<string>()
