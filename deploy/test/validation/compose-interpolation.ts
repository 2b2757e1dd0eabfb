/**
 * Compose variable interpolation (`$VAR`, `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}`,
 * `${VAR?error}`, `$$`), so the file can be checked as `docker compose config` would see it when the compose
 * plugin is not installed.
 */
export class MissingVariableError extends Error {
  override readonly name = 'MissingVariableError';
  constructor(
    readonly variable: string,
    readonly reason: string,
  ) {
    super(`${variable}: ${reason}`);
  }
}

const pattern = /\$(?:(\$)|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])((?:[^{}]|\{[^{}]*\})*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;

export function interpolate(text: string, env: Readonly<Record<string, string | undefined>>): string {
  return text.replace(
    pattern,
    (_match, dollar: string | undefined, braced?: string, operator?: string, argument?: string, bare?: string) => {
      if (dollar) return '$';
      const name = (braced ?? bare)!;
      const value = env[name];
      const unsetOrEmpty = value === undefined || value === '';
      switch (operator) {
        case undefined:
          return value ?? '';
        case ':-':
          return unsetOrEmpty ? interpolate(argument ?? '', env) : value;
        case '-':
          return value === undefined ? interpolate(argument ?? '', env) : value;
        case ':?':
          if (unsetOrEmpty) throw new MissingVariableError(name, argument || 'required');
          return value;
        case '?':
          if (value === undefined) throw new MissingVariableError(name, argument || 'required');
          return value;
        default:
          throw new Error(`unsupported interpolation operator ${operator}`);
      }
    },
  );
}

/** Interpolates every string (keys excluded, as Compose does) of a parsed YAML document. */
export function interpolateDeep(value: unknown, env: Readonly<Record<string, string | undefined>>): unknown {
  if (typeof value === 'string') return interpolate(value, env);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, env));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateDeep(item, env)]));
  }
  return value;
}
