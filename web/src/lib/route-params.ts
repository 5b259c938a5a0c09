import { notFound } from '@tanstack/react-router';
import { UUID_PATTERN } from '@shared/api/limits';

/**
 * Route UUID parameters must match the standard UUID pattern (versions 1 to 5, spec part 1 §5),
 * else the route is not found. Use as `params: { parse: uuidParams('id') }`.
 */
export function parseUuidParam(value: string | undefined): string {
  if (!value || !UUID_PATTERN.test(value)) throw notFound();
  return value.toLowerCase();
}

export const uuidParams =
  <K extends string>(...names: K[]) =>
  (raw: Record<K, string>): Record<K, string> => {
    const out = {} as Record<K, string>;
    for (const n of names) out[n] = parseUuidParam(raw[n]);
    return out;
  };
