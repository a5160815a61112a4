/** What the frame shows the visitor before it signs or sends: a title, labelled facts and the signed text. */
export interface ApprovalDescription {
  readonly title: string
  readonly rows: readonly { readonly label: string; readonly value: string }[]
  readonly detail?: string
}
