/** A message catalogue: key to text, `{name}` placeholders filled by the translator. */
export type Messages = Readonly<Record<string, string>>

/** Looks a key up in the catalogue and fills its `{placeholders}`. */
export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string
