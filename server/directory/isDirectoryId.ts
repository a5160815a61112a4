const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/

/** True for an id the directory can serve in a path: 1 to 128 of [A-Za-z0-9._-], starting with a letter or digit. */
export const isDirectoryId = (value: unknown): value is string => typeof value === 'string' && ID.test(value)
