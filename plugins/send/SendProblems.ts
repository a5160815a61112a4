/** The Send form's messages: per field, for the whole form (`formFields`: it names the amount and the receiver), and a notice. */
export interface SendProblems {
  readonly token?: string
  readonly amount?: string
  readonly to?: string
  readonly form?: string
  readonly formFields?: boolean
  readonly notice?: string
}
