const MAX = 30

/** An e-mail as the UI shows it: whole up to 30 characters, else cut to 30 with an ellipsis (spec section 9). */
export function displayEmail(email: string): string {
  return email.length > MAX ? `${email.slice(0, MAX - 1)}…` : email
}
