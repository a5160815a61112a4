import { GangwayError } from '../../entries/plugin.js'

/** A purchase that did not complete: the provider's reason, a link not allowed, the deadline passed, or cancelled. */
export class OnrampError extends GangwayError<string> {
  override name = 'OnrampError' as const
}
