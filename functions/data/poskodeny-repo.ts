/**
 * Injured parties (poškodení), one item collection per party:
 * POSKODENY (the record), TOKEN#<word> (search index items, gsi1 `POSKODENY_TOKEN#<first 3 chars>`),
 * VLASTNIK#<OZNAMENIE|SKODOVA_UDALOST>#<uuid> (records the party is assigned to),
 * SKODOVA_UDALOST#<uuid> (history rows, written by the damage-event module).
 * The public wizard uses `searchBusinessesByIcoPrefix` and `create`; the staff module the rest.
 */
import { randomUUID } from 'node:crypto';
import { BatchGetCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdresaView } from '@shared/api/web-oznamenie';
import { normalizeSearch } from '@shared/domain/hladanie';
import type { IdentitaSubjektu } from '@shared/domain/poskodeny';
import { dynamo, tableName } from '../lib/clients';
import { keys, stripKeys } from './keys';
import { queryAll, queryPage } from './query';
import { TransactConditionFailed, type TransactItem, transactWrite } from './transaction';

export interface PoskodenyItem extends IdentitaSubjektu {
  uuid: string;
  email?: string;
  telefonneCislo?: string;
  gdprSuhlas?: boolean;
  datumSuhlasu?: string;
  poznamka?: string;
  adresa: AdresaView;
  version: number;
  createdAt?: string;
  vytvoril?: string;
  updatedAt?: string;
  zmenil?: string;
  /** The party's personal data was replaced (erasure on request or retention): when, why, by whom. */
  anonymizovane?: { datum: string; dovod: string; kto: string };
}

export type PoskodenyData = Omit<PoskodenyItem, 'uuid' | 'version'>;

/** Most index words per party (a transaction holds ≤ 100 items). */
const MAX_TOKENS = 40;

/** The party's searchable text: names, business and premises names, IČO, municipality – normalised. */
export function searchText(p: Omit<PoskodenyData, 'adresa'> & { adresa?: AdresaView }): string {
  return normalizeSearch(
    [p.titulPredMenom, p.meno, p.priezvisko, p.titulZaMenom, p.obchodneMeno, p.nazovPrevadzky, p.ico, p.adresa?.obecName].filter(Boolean).join(' '),
  );
}

/** Index words of a party: distinct words of ≥ 3 characters. */
export function indexTokens(hladat: string): string[] {
  return [...new Set(hladat.split(' ').filter((w) => w.length >= 3))].slice(0, MAX_TOKENS);
}

const isBusiness = (p: Pick<PoskodenyItem, 'typSubjektu' | 'ico'>) => p.typSubjektu !== 'FO' && Boolean(p.ico);

function recordItem(item: PoskodenyItem, hladat: string): Record<string, unknown> {
  return {
    ...keys.poskodeny(item.uuid),
    ...(isBusiness(item) ? keys.subjektByIco(item.ico as string, item.uuid) : {}),
    entity: 'POSKODENY',
    ...item,
    hladat,
  };
}

type OsobaKind = 'EMAIL' | 'NARODENIE';
/** The values a person is found by besides names and IČO: e-mail (lower case) and birth date. */
function osobaValues(p: Pick<PoskodenyItem, 'email' | 'datumNarodenia'>): [OsobaKind, string][] {
  const out: [OsobaKind, string][] = [];
  if (p.email) out.push(['EMAIL', p.email.trim().toLowerCase()]);
  if (p.datumNarodenia) out.push(['NARODENIE', p.datumNarodenia]);
  return out;
}
const osobaItem = (uuid: string, [kind, value]: [OsobaKind, string]) => ({ ...keys.poskodenyOsoba(uuid, kind, value), entity: 'POSKODENY_OSOBA', uuid });
const osobaPut = (uuid: string, v: [OsobaKind, string]): TransactItem => ({ Put: { TableName: tableName(), Item: osobaItem(uuid, v) } });

const tokenPut = (uuid: string, token: string, hladat: string): TransactItem => ({
  Put: { TableName: tableName(), Item: { ...keys.poskodenyToken(uuid, token), entity: 'POSKODENY_TOKEN', uuid, hladat } },
});

const toItem = (raw: Record<string, unknown>): PoskodenyItem => {
  const { hladat: _h, ...rest } = stripKeys(raw) as Record<string, unknown>;
  return rest as unknown as PoskodenyItem;
};

/** Person look-up items of a changed party: the old values' items deleted, the new ones put. */
function osobaUpdates(current: PoskodenyItem, next: PoskodenyItem): TransactItem[] {
  const key = ([k, v]: [OsobaKind, string]) => `${k}#${v}`;
  const after = osobaValues(next);
  const kept = new Set(after.map(key));
  return [
    ...osobaValues(current)
      .filter((v) => !kept.has(key(v)))
      .map((v): TransactItem => {
        const { pk, sk } = keys.poskodenyOsoba(current.uuid, ...v);
        return { Delete: { TableName: tableName(), Key: { pk, sk } } };
      }),
    ...after.map((v) => osobaPut(current.uuid, v)),
  ];
}

export interface SearchResult {
  items: PoskodenyItem[];
  truncated: boolean;
  /** Read capacity units the search consumed (benchmark). */
  consumedRcu: number;
}

export const poskodenyRepo = {
  async get(uuid: string): Promise<PoskodenyItem | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.poskodeny(uuid) }));
    return out.Item ? toItem(out.Item) : null;
  },

  /**
   * Writes the party's person look-up items (P3) that are missing – for parties stored before the
   * look-up existed (`npm run osobne-udaje:indexy`). Each item is put only where it is absent, so a
   * repeat writes nothing; the count of the items written.
   */
  async doplnitOsobneIndexy(p: PoskodenyItem): Promise<number> {
    let written = 0;
    for (const v of osobaValues(p)) {
      try {
        await dynamo().send(new PutCommand({ TableName: tableName(), Item: osobaItem(p.uuid, v), ConditionExpression: 'attribute_not_exists(pk)' }));
        written++;
      } catch (err) {
        if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
      }
    }
    return written;
  },

  /** When the party's personal data was anonymised (only that attribute is read), or undefined. */
  async anonymizovaneDna(uuid: string | undefined): Promise<string | undefined> {
    if (!uuid) return undefined;
    const out = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.poskodeny(uuid), ProjectionExpression: 'anonymizovane.datum' }),
    );
    return (out.Item?.anonymizovane as { datum?: string } | undefined)?.datum;
  },

  /** Transaction parts that create a party with its search index items (fails if it exists). */
  newItems(data: PoskodenyData & { uuid?: string }): { item: PoskodenyItem; items: TransactItem[] } {
    const item: PoskodenyItem = { ...data, uuid: data.uuid ?? randomUUID(), version: 1 };
    const hladat = searchText(item);
    return {
      item,
      items: [
        { Put: { TableName: tableName(), Item: recordItem(item, hladat), ConditionExpression: 'attribute_not_exists(pk)' } },
        ...indexTokens(hladat).map((t) => tokenPut(item.uuid, t, hladat)),
        ...osobaValues(item).map((v) => osobaPut(item.uuid, v)),
      ],
    };
  },

  async create(data: PoskodenyData & { uuid?: string }): Promise<PoskodenyItem> {
    const { item, items } = poskodenyRepo.newItems(data);
    await transactWrite(items);
    return item;
  },

  /**
   * Replaces the party's data if its version is `expectedVersion` (null otherwise), re-writing the
   * search index items in the same transaction.
   */
  async update(current: PoskodenyItem, expectedVersion: number, data: PoskodenyData): Promise<PoskodenyItem | null> {
    const next: PoskodenyItem = { ...data, uuid: current.uuid, version: expectedVersion + 1 };
    const oldTokens = indexTokens(searchText(current));
    const hladat = searchText(next);
    const newTokens = indexTokens(hladat);
    const written = transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: recordItem(next, hladat),
          ConditionExpression: 'attribute_exists(pk) AND #v = :expected',
          ExpressionAttributeNames: { '#v': 'version' },
          ExpressionAttributeValues: { ':expected': expectedVersion },
        },
      },
      ...oldTokens.filter((t) => !newTokens.includes(t)).map((t): TransactItem => {
        const { pk, sk } = keys.poskodenyToken(current.uuid, t);
        return { Delete: { TableName: tableName(), Key: { pk, sk } } };
      }),
      ...newTokens.map((t) => tokenPut(current.uuid, t, hladat)),
      ...osobaUpdates(current, next),
    ]);
    return written.then(
      () => next,
      (err) => {
        if (err instanceof TransactConditionFailed) return null;
        throw err;
      },
    );
  },

  /**
   * Staff search: every token must start a word of the party's search text. The longest token
   * selects one gsi1 bucket (`POSKODENY_TOKEN#<its first 3 chars>`, begins_with on the token);
   * the other tokens filter in memory. At most `limit` parties, then `truncated`.
   */
  async search(tokens: string[], limit: number): Promise<SearchResult> {
    const lead = tokens.find((t) => t.length >= 3);
    if (!lead) return { items: [], truncated: false, consumedRcu: 0 };
    const matchesAll = (hladat: string) => {
      const words = hladat.split(' ');
      return tokens.every((t) => words.some((w) => w.startsWith(t)));
    };
    const found: string[] = [];
    const seen = new Set<string>();
    let consumedRcu = 0;
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const out = await dynamo().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :token)',
          ExpressionAttributeValues: { ':pk': keys.poskodenyToken('', lead).gsi1pk, ':token': lead },
          ProjectionExpression: '#u, hladat',
          ExpressionAttributeNames: { '#u': 'uuid' },
          ReturnConsumedCapacity: 'TOTAL',
          ExclusiveStartKey,
        }),
      );
      consumedRcu += out.ConsumedCapacity?.CapacityUnits ?? 0;
      for (const i of out.Items ?? []) {
        const uuid = i.uuid as string;
        if (seen.has(uuid)) continue;
        seen.add(uuid);
        if (matchesAll(String(i.hladat ?? ''))) found.push(uuid);
      }
      ExclusiveStartKey = out.LastEvaluatedKey;
    } while (ExclusiveStartKey && found.length <= limit);
    const truncated = found.length > limit;
    const { items, rcu } = await getMany(found.slice(0, limit));
    return { items, truncated, consumedRcu: consumedRcu + rcu };
  },

  /** Parties by exact e-mail (any case) or birth date (YYYY-MM-DD). */
  async findByOsoba(kind: OsobaKind, value: string): Promise<PoskodenyItem[]> {
    const items = await queryAll<Record<string, unknown>>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.poskodenyOsoba('', kind, kind === 'EMAIL' ? value.trim().toLowerCase() : value).gsi1pk },
    });
    return (await getMany(items.map((i) => String(i.gsi1sk)))).items;
  },

  /** Full records by uuid (missing ones left out). */
  async getMany(uuids: string[]): Promise<PoskodenyItem[]> {
    return (await getMany(uuids)).items;
  },

  /** All premises (business records) of one IČO. */
  async listByIco(ico: string): Promise<PoskodenyItem[]> {
    const items = await queryAll<Record<string, unknown>>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': 'SUBJEKTY_ICO', ':prefix': `${ico}#` },
    });
    return items.map(toItem);
  },

  /** Records the party is assigned to (kind OZNAMENIE or SKODOVA_UDALOST). */
  async listVlastnici(uuid: string): Promise<{ vlastnik: string; uuid: string }[]> {
    const items = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.poskodeny(uuid).pk, ':prefix': 'VLASTNIK#' },
    });
    return items.map((i) => {
      const [, vlastnik, id] = String(i.sk).split('#');
      return { vlastnik, uuid: id };
    });
  },

  vlastnikPut: (poskodenyUuid: string, vlastnik: string, vlastnikUuid: string): TransactItem => ({
    Put: { TableName: tableName(), Item: { ...keys.poskodenyVlastnik(poskodenyUuid, vlastnik, vlastnikUuid), entity: 'POSKODENY_VLASTNIK' } },
  }),
  vlastnikDelete: (poskodenyUuid: string, vlastnik: string, vlastnikUuid: string): TransactItem => ({
    Delete: { TableName: tableName(), Key: keys.poskodenyVlastnik(poskodenyUuid, vlastnik, vlastnikUuid) },
  }),

  /**
   * Damage events of a party (history rows under `SKODOVA_UDALOST#<uuid>` in the party's collection,
   * written with the damage event's display fields by the damage-event module). Empty until then.
   */
  async listSkodoveUdalosti(uuid: string): Promise<Record<string, unknown>[]> {
    const items = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.poskodeny(uuid).pk, ':prefix': 'SKODOVA_UDALOST#' },
    });
    return items.map((i) => stripKeys(i));
  },

  /** Businesses whose IČO starts with `prefix` (digits only), at most `limit`. */
  async searchBusinessesByIcoPrefix(prefix: string, limit = 20): Promise<PoskodenyItem[]> {
    if (!/^\d{1,8}$/.test(prefix)) return [];
    const items = await queryPage<Record<string, unknown>>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': 'SUBJEKTY_ICO', ':prefix': prefix },
      Limit: limit,
    });
    return items.slice(0, limit).map(toItem);
  },
};

/** Full records by uuid, in the given order (BatchGetItem, ≤ 100 keys per call). */
async function getMany(uuids: string[]): Promise<{ items: PoskodenyItem[]; rcu: number }> {
  if (!uuids.length) return { items: [], rcu: 0 };
  const byId = new Map<string, PoskodenyItem>();
  let rcu = 0;
  for (let i = 0; i < uuids.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName()]: { Keys: uuids.slice(i, i + 100).map((u) => keys.poskodeny(u)) },
    };
    while (request && Object.keys(request).length) {
      const out = await dynamo().send(new BatchGetCommand({ RequestItems: request, ReturnConsumedCapacity: 'TOTAL' }));
      rcu += (out.ConsumedCapacity ?? []).reduce((s, c) => s + (c.CapacityUnits ?? 0), 0);
      for (const raw of out.Responses?.[tableName()] ?? []) {
        const p = toItem(raw);
        byId.set(p.uuid, p);
      }
      request = out.UnprocessedKeys as typeof request;
    }
  }
  return { items: uuids.map((u) => byId.get(u)).filter((p): p is PoskodenyItem => Boolean(p)), rcu };
}
