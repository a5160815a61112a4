/** A component of whatever UI framework renders it (React in the built-in shell). */
export type ViewComponent = (props: never) => unknown
