/** APIs that plugins expose to each other, by declaration merging. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface PluginRegistry {}
