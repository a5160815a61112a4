/** A message catalogue: key to text, `{name}` placeholders filled by the translator. */
export type Messages = Readonly<Record<string, string>>
