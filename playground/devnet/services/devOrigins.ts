/** The dev project's default allowed origins: the loopback pages of the playground, tests and bench, any port. */
export const devOrigins: readonly string[] = ['http://127.0.0.1:*', 'http://localhost:*']
