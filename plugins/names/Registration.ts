import type { createRegistration } from './createRegistration.js'

/** The registration flow a RegisterAccountName view drives. */
export type Registration = Omit<ReturnType<typeof createRegistration>, 'dispose'>
