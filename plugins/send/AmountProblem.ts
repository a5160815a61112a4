/** Why an amount cannot be sent: not a number, zero or negative, more decimals than the token has, above the balance. */
export type AmountProblem = 'invalid' | 'notPositive' | 'decimals' | 'balance'
