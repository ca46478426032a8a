/** A setting the server cannot work with; at start it prints as one line, since the message says it all. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
