/** Thrown by a chain data provider for a request it cannot answer as asked (a bad cursor): the API answers 400 with the message. */
export class InvalidChainDataRequest extends Error {
  override readonly name = 'InvalidChainDataRequest'
}
