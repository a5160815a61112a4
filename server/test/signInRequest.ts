import type { SiwxMessageData } from '../../plugins/siwx/SiwxMessageData.js'
import { siwxMessageText } from '../../plugins/siwx/siwxMessageText.js'
import type { TestSigner } from './TestSigner.js'

/** The session-create body of `data` signed by `signer` (or `by`), its text made by the widget's messenger. */
export async function signInRequest(
  signer: TestSigner,
  data: SiwxMessageData,
  options: { readonly message?: string; readonly by?: TestSigner } = {},
): Promise<{ data: SiwxMessageData; message: string; signature: string; publicKey?: string }> {
  const message = options.message ?? siwxMessageText(data)
  const by = options.by ?? signer
  return {
    data,
    message,
    signature: await by.sign(message),
    ...(by.publicKey === undefined ? {} : { publicKey: by.publicKey }),
  }
}
