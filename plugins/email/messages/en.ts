/** The email plugin's English strings; their keys join MessageRegistry, so `t()` checks them. */
export const en = {
  'email.label': 'Continue with e-mail',
  'email.field': 'E-mail',
  'email.placeholder': 'you@example.com',
  'email.submit': 'Continue',
  'email.invalid': 'Enter a valid e-mail address',
  'email.authenticating': 'Authenticating...',
  'email.login.title': 'Confirm e-mail',
  'email.otp.sent': 'Enter the 6-digit code we sent to {email}',
  'email.otp.field': 'Code',
  'email.otp.verifying': 'Checking the code...',
  'email.otp.resend': 'Resend code',
  'email.otp.resent': 'A new code is on its way',
  'email.device.title': 'Approve this device from your e-mail',
  'email.device.body':
    'We sent a link to {email}. Open it on any device to approve this one; this screen goes on by itself.',
  'email.cooldown': 'Please try again after {seconds} seconds',
  'email.connecting': 'Connecting your wallet...',
  'email.approve.title': 'Approve transaction',
  'email.approve.hint': 'Check what the wallet will sign or send, then approve or reject it below.',
  'email.approve.cancel': 'Cancel',
  'email.approve.none': 'There is no request waiting for approval.',
} as const

declare module '../../../entries/plugin.js' {
  interface MessageRegistry extends Record<keyof typeof en, string> {}
}
