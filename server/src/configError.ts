/** A setting with a value the server cannot run with; its message names the setting. */
export class ConfigError extends Error {}
