/**
 * Hostile inputs derived from a route's zod schemas, for the API fuzz test (functions/fuzz.api.test.ts).
 *
 * `schemaArbitrary(schema)` walks the schema (zod 4 definitions) and yields values that are mostly of
 * the right shape, so that many of them pass validation and reach the handler, with hostile content in
 * every leaf (control characters, huge and prototype-named strings, unknown ids, edge numbers and dates)
 * and, at any node, now and then a value of the wrong JSON type. A schema added later is covered
 * without writing anything for it; unknown node types fall back to arbitrary JSON.
 */
import fc from 'fast-check';
import type * as z from 'zod/mini';

/** Unknown to every table: the fuzz never creates it. */
export const UNKNOWN_UUID = '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'] as const;

/** Strings every text field, query value and path segment is tried with. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  '\u0000\u0001\u0007\u001b[31m\u001f\u007f',
  '\r\n\r\nSet-Cookie: x=1',
  '\t\v\f',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Epdf.exe',
  '\uFEFF\u200B',
  'ščťžýáíéôúäňľĺŕ ŠČŤŽ',
  '😀👍🏽',
  '../../../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%ZZ',
  '%',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '" } ] , {',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal template an interpolating server would expand
  '${jndi:ldap://x}',
  '{{7*7}}',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '9007199254740993',
  '99999999999999999999999',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '2026-13-01',
  '1970-01-01T00:00:00Z',
  'a@b',
  'x'.repeat(513),
  'ž'.repeat(5000),
  'A'.repeat(70_000),
  UNKNOWN_UUID,
  UNKNOWN_UUID.toUpperCase(),
  '00000000-0000-0000-0000-000000000000',
  ...PROTOTYPE_KEYS,
];

export const hostileString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 20 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 3000 }) },
  );

const EDGE_NUMBERS = [0, -0, -1, 1, 0.5, -2147483649, 2147483648, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 1e21, -1e21, Number.MAX_VALUE, Number.MIN_VALUE, 90.0000001, -180.5, 1e-7];

/** Any JSON value, wrong for most fields; objects may carry prototype keys. */
export const wrongJson = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom<unknown>(null, true, false, 0, -1, 1e308, '', [], {}, [null], [[[]]], JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')),
    fc.double(),
    hostileString(),
    fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, 'a', ''), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
    fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 5 }),
  );

// biome-ignore lint/suspicious/noExplicitAny: zod 4 keeps its definitions untyped for walkers
type Def = any;
const defOf = (s: unknown): Def => (s as { _zod?: { def?: Def } })?._zod?.def ?? {};

export interface ArbitraryOptions {
  /** Real ids of the test table (organisations, users, notifications…), tried where a uuid is expected. */
  knownIds: () => readonly string[];
  /** 'query' values are strings, as a query string carries them. */
  mode: 'json' | 'query';
}

function stringLeaf(def: Def, o: ArbitraryOptions): fc.Arbitrary<string> {
  const patterns: RegExp[] = (def.checks ?? []).map((c: unknown) => defOf(c).pattern).filter(Boolean);
  const maxLen = (def.checks ?? []).map((c: unknown) => defOf(c)).find((c: Def) => c.check === 'max_length')?.maximum as number | undefined;
  const special: fc.Arbitrary<string>[] = [];
  if (patterns.some((p) => p.test(UNKNOWN_UUID))) {
    special.push(fc.constant(UNKNOWN_UUID), fc.uuid({ version: 4 }), fc.constant(null).chain(() => fc.noBias(fc.constantFrom(...(o.knownIds().length ? o.knownIds() : [UNKNOWN_UUID])))));
  }
  if (patterns.some((p) => p.test('2026-01-01'))) {
    special.push(fc.constantFrom('2026-01-01', '1900-01-01', '2999-12-31', '2024-02-29', '2025-02-29'));
  }
  if (patterns.some((p) => p.test('a@b.sk'))) special.push(fc.constantFrom('a@b.sk', `${'a'.repeat(300)}@b.sk`));
  const plain = maxLen ? fc.oneof(fc.string({ maxLength: maxLen }), fc.string({ minLength: maxLen, maxLength: maxLen + 1 })) : fc.string({ maxLength: 30 });
  return fc.oneof({ weight: 3, arbitrary: hostileString() }, { weight: 2, arbitrary: plain }, ...special.map((a) => ({ weight: 4, arbitrary: a })));
}

const numberLeaf = (): fc.Arbitrary<number> =>
  fc.oneof(fc.constantFrom(...EDGE_NUMBERS), fc.integer({ min: -5, max: 100 }), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** An arbitrary for one schema; depth bounds recursive schemas. */
export function schemaArbitrary(schema: z.core.$ZodType, o: ArbitraryOptions, depth = 0): fc.Arbitrary<unknown> {
  const inner = shaped(schema, o, depth);
  const wrong = o.mode === 'query' ? hostileString() : wrongJson();
  return fc.oneof({ weight: 6, arbitrary: inner }, { weight: 1, arbitrary: wrong });
}

function shaped(schema: z.core.$ZodType, o: ArbitraryOptions, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const q = o.mode === 'query';
  if (depth > 6) return q ? hostileString() : wrongJson();
  const next = (s: unknown) => schemaArbitrary(s as z.core.$ZodType, o, depth + 1);
  switch (def.type) {
    case 'string':
      return stringLeaf(def, o);
    case 'number':
    case 'int':
    case 'bigint':
      return q ? fc.oneof(numberLeaf().map(String), hostileString()) : numberLeaf();
    case 'boolean':
      return q ? fc.constantFrom('true', 'false', 'TRUE', '1', '') : fc.boolean();
    case 'date':
      return fc.constantFrom('2026-01-01', '2026-02-30T25:61:00Z', '');
    case 'enum': {
      const values = Object.values(def.entries ?? {}) as (string | number)[];
      const own = values.length ? fc.constantFrom(...values) : fc.constant('');
      return fc.oneof({ weight: 4, arbitrary: q ? own.map(String) : own }, { weight: 1, arbitrary: fc.constantFrom(...values.map((v) => String(v).toLowerCase()), 'NEEXISTUJE', '') });
    }
    case 'literal': {
      const values = (def.values ?? []) as unknown[];
      return values.length ? fc.constantFrom(...values) : fc.constant(null);
    }
    case 'optional':
      return fc.oneof(fc.constant(undefined), next(def.innerType));
    case 'nullable':
      return fc.oneof(fc.constant(q ? 'null' : null), next(def.innerType));
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return next(def.innerType);
    case 'pipe':
      // the input side is what a caller sends (a transform's output is the server's business)
      return defOf(def.in).type === 'transform' ? next(def.out) : next(def.in);
    case 'lazy':
      return next(def.getter());
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(next));
    case 'intersection':
      return fc.tuple(next(def.left), next(def.right)).map(([a, b]) => (isPlain(a) && isPlain(b) ? { ...a, ...b } : a));
    case 'array':
      return fc.array(next(def.element), { maxLength: 4 });
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(next));
    case 'record':
      return fc.dictionary(fc.oneof(hostileString(), fc.constantFrom(...PROTOTYPE_KEYS)), next(def.valueType), { maxKeys: 3 });
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const fields = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, next(v)]));
      const extras = fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, 'neznamy'), q ? hostileString() : wrongJson(), { maxKeys: 2 });
      return fc.tuple(fc.record(fields, { requiredKeys: [] }), extras).map(([r, x]) => withOwnKeys(x, r));
    }
    default:
      return q ? hostileString() : wrongJson();
  }
}

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Extra keys first (own properties even for '__proto__'), then the fields; undefined fields dropped. */
function withOwnKeys(extra: Record<string, unknown>, fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of [...Object.entries(extra), ...Object.entries(fields)]) {
    if (v !== undefined) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** The query-string form of a generated query object: strings as they are, anything else as JSON text. */
export function toQueryPairs(value: unknown): [string, string][] {
  if (!isPlain(value)) return [['q', typeof value === 'string' ? value : JSON.stringify(value) ?? '']];
  const pairs: [string, string][] = [];
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) pairs.push([k, typeof item === 'string' ? item : JSON.stringify(item)]);
    else pairs.push([k, typeof v === 'string' ? v : JSON.stringify(v) ?? '']);
  }
  return pairs;
}
