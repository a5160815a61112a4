const rules = new Intl.PluralRules('en')

/** A count with its noun in English plural form: '1 plugin', '2 plugins', '0 plugins'. */
export function pluralize(count: number, one: string, other = `${one}s`): string {
  return `${count} ${rules.select(count) === 'one' ? one : other}`
}
