const PROJECT_ID = /^[A-Za-z0-9_-]{1,128}$/

/** Whether `value` is a well-formed project id: 1 to 128 letters, digits, '-' or '_'. */
export function isProjectId(value: unknown): value is string {
  return typeof value === 'string' && PROJECT_ID.test(value)
}
