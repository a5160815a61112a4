/** An RGBA colour of a PNG palette, each part 0-255. */
export type PaletteColour = readonly [red: number, green: number, blue: number, alpha: number]
