/** The messages of a catalogue module: its string constants and what its message builders return. */
export type CatalogueMessage<catalogue> = {
  [key in keyof catalogue]: catalogue[key] extends (...args: never[]) => infer text ? text : catalogue[key]
}[keyof catalogue]
