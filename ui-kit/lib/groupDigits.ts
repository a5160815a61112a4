/** A formatted decimal with its whole part in groups of three ('29995490.49' → '29,995,490.49'), for reading. */
export function groupDigits(text: string): string {
  return text.replace(
    /^(-?)(\d+)/,
    (_, sign: string, whole: string) => sign + whole.replace(/\B(?=(\d{3})+$)/g, ','),
  )
}
