/** The registration in progress, kept by the plugin so that it outlives the view (the wallet's approval view covers it). */
export interface RegistrationState {
  /** What the visitor typed in the name field. */
  readonly draft: string
  readonly step:
    | { readonly kind: 'form'; readonly failure?: string; readonly declined?: boolean }
    | { readonly kind: 'signing' | 'registering'; readonly name: string }
}
