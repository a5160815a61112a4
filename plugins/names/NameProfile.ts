/** A registered name as the name service gives it, checked: its eip155 address and avatar (an https or data: image). */
export interface NameProfile {
  readonly name: string
  readonly address: string
  readonly avatar?: string
  readonly attributes: Readonly<Record<string, string>>
}
