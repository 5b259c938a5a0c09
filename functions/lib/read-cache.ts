/**
 * Read-mostly data (organisations, static pages, code lists, price-list versions) kept in the
 * process – a warm Lambda container or the local server – and revalidated cheaply.
 *
 * Every dataset has a change stamp: a small item that every write of the dataset bumps in its own
 * transaction (functions/data/dataset-stamp.ts, docs/access-patterns.md Z1). A read
 *  - within `trustMs` of the last check serves the kept value and touches no database;
 *  - later reads the stamp (one consistent GetItem) and serves the kept value while it is unchanged;
 *  - loads the dataset again only when the stamp moved (or nothing is kept yet).
 * So `trustMs` is the longest time a write made by ANOTHER process stays unseen; a write made by
 * this process calls `invalidateReads(dataset)` and the next read checks the stamp. Use 0 where a
 * person must see their own change at once (staff screens: their next request may reach another
 * Lambda) and `PUBLIC_TRUST_MS` for anonymous reads under load.
 *
 * Index queries are eventually consistent: a value loaded less than `settleMs` after the change
 * that moved the stamp may still miss that change, so it is loaded once more when the change is
 * `settleMs` old. Concurrent reads of one entry share one stamp read and one load.
 */

/** How long anonymous reads trust a kept value before they read its stamp again. */
export const PUBLIC_TRUST_MS = 5_000;
/** At most this many entries per process (keys can come from requests, e.g. page codes): the oldest goes first. */
export const MAX_ENTRIES = 1_000;
/** How long after a change an index read may still miss it (DynamoDB GSIs: typically well under a second). */
export const SETTLE_MS = 2_000;

export interface Stamp {
  /** Changes on every write of the dataset (a counter). */
  value: number | string;
  /** When the last change happened (ms since the epoch), when known. */
  changedAt?: number;
}

export interface CachedReadOptions<T> {
  /** Entries of one dataset share its stamp; `invalidateReads` works per dataset. */
  dataset: string;
  /** The entry within the dataset (e.g. one page); default: the whole dataset. */
  key?: string;
  stamp: () => Promise<Stamp>;
  load: () => Promise<T>;
  trustMs: number;
  settleMs?: number;
}

interface Entry {
  value: unknown;
  stamp: Stamp['value'];
  /** When the stamp was last read (or the value loaded): a caller trusts the value for its own trustMs from then. */
  checkedAt: number;
  /** This process wrote the dataset since: the next read checks the stamp whatever its trustMs. */
  mustCheck: boolean;
  /** Loaded too soon after its change: load again from this time on, even with the same stamp. */
  reloadAt?: number;
}

const entries = new Map<string, Entry>();
/** Bumped by invalidateReads: a revalidation that overlapped a local write does not trust what it read. */
const generations = new Map<string, number>();
const pending = new Map<string, Promise<unknown>>();
const counters = { stampReads: 0, loads: 0 };
let derivations = 0;

const entryKey = (dataset: string, key = '') => `${dataset}\u0000${key}`;

export async function cachedRead<T>(options: CachedReadOptions<T>): Promise<T> {
  const id = entryKey(options.dataset, options.key);
  const kept = entries.get(id);
  const now = Date.now();
  if (kept && !kept.mustCheck && now - kept.checkedAt < options.trustMs && (kept.reloadAt === undefined || now < kept.reloadAt)) {
    return kept.value as T;
  }
  const running = pending.get(id);
  if (running) return running as Promise<T>;
  const revalidation = revalidate(id, options).finally(() => pending.delete(id));
  pending.set(id, revalidation);
  return revalidation;
}

async function revalidate<T>(id: string, options: CachedReadOptions<T>): Promise<T> {
  const settleMs = options.settleMs ?? SETTLE_MS;
  const generation = generations.get(options.dataset) ?? 0;
  const overlappedWrite = () => (generations.get(options.dataset) ?? 0) !== generation;
  counters.stampReads++;
  const checkedAt = Date.now();
  const stamp = await options.stamp();
  const kept = entries.get(id);
  if (kept && kept.stamp === stamp.value && (kept.reloadAt === undefined || Date.now() < kept.reloadAt)) {
    kept.checkedAt = checkedAt;
    kept.mustCheck = overlappedWrite();
    return kept.value as T;
  }
  counters.loads++;
  const value = await options.load();
  const settledAt = stamp.changedAt === undefined ? undefined : stamp.changedAt + settleMs;
  entries.delete(id);
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(id, {
    value,
    stamp: stamp.value,
    checkedAt,
    mustCheck: overlappedWrite(),
    reloadAt: settledAt !== undefined && checkedAt < settledAt ? settledAt : undefined,
  });
  return value;
}

interface Derived {
  sources: readonly unknown[];
  value: unknown;
}
const derivedValues = new Map<string, Derived>();

/**
 * A value computed from kept values (e.g. the active items of a code list, a whole answer), kept
 * while every source is the very object `cachedRead` served before: a kept value is replaced, never
 * changed, when its stamp moves, so a new source object is the only sign of a change. Nothing here
 * extends how long a change stays unseen – the sources' reads decide that. Neither the sources nor
 * the result may be mutated by callers. `key` names the computation (and its inputs besides the sources).
 */
export function derive<T>(key: string, sources: readonly unknown[], build: () => T): T {
  const kept = derivedValues.get(key);
  if (kept && kept.sources.length === sources.length && kept.sources.every((s, i) => s === sources[i])) return kept.value as T;
  const value = build();
  derivedValues.delete(key);
  if (derivedValues.size >= MAX_ENTRIES) derivedValues.delete(derivedValues.keys().next().value as string);
  derivedValues.set(key, { sources: [...sources], value });
  derivations++;
  return value;
}

/** This process changed the dataset: its next read checks the stamp (the write bumped it). */
export function invalidateReads(dataset: string): void {
  generations.set(dataset, (generations.get(dataset) ?? 0) + 1);
  const prefix = entryKey(dataset);
  for (const [id, entry] of entries) if (id.startsWith(prefix)) entry.mustCheck = true;
}

/** Forgets everything (tests; benchmarks that measure cold reads). */
export function clearReadCache(): void {
  entries.clear();
  pending.clear();
  generations.clear();
  derivedValues.clear();
  counters.stampReads = 0;
  counters.loads = 0;
  derivations = 0;
}

/** How many stamp reads and loads this process made (tests and benchmarks). */
export const readCacheCounters = (): Readonly<typeof counters> => ({ ...counters });

/** How many times `derive` built a value (tests: a warm read builds nothing). */
export const derivationCount = (): number => derivations;
