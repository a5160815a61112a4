/** Params of the EmailLogin view: the address, and whether this device must be approved from a mailed link first. */
export interface EmailLoginParams {
  readonly email: string
  readonly device?: boolean
}
