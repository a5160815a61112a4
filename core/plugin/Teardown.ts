/** What a plugin's setup may return: undone when the plugin is torn down. */
export type Teardown = () => void | Promise<void>
