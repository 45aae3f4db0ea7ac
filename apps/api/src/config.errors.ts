/** A wrong or missing variable: startup prints its message alone, which says what to set. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
