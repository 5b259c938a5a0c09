/**
 * Damage events (škodové udalosti), one item collection per event: `SKODOVA_UDALOST` (the record),
 * `LIST` (its list row), `STATISTIKA` (its statistics row). Every write keeps the history row of the
 * assigned injured party (ACCESS_PATTERNS P6), the list row with its year's counter (E1, E1a) and the
 * statistics row with its year's counter (T1, T1a) equal to the event in the same transaction.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { KonanieZaznam, ZaverecneStanoviskoZaznam } from '@shared/api/konanie';
import type { OpatreniaZaznam } from '@shared/api/opatrenia';
import type { TypSkody } from '@shared/domain/oznamenie';
import { normalizeSearch } from '@shared/domain/hladanie';
import type { SkodovaUdalostStav } from '@shared/domain/skodova-udalost';
import { dynamo, tableName } from '../lib/clients';
import { keys, stripKeys } from './keys';
import { geoIndex, skodovaUdalostGeo } from './opakovany-utok-repo';
import { queryAll } from './query';
import { type PredmetStatistika, statistikaRows } from './statistika-repo';
import type { TransactItem } from './transaction';
import { TransactConditionFailed, transactWrite } from './transaction';
import { yearRows } from './year-rows';
import { WriteError } from './write-error';

export interface ClenKomisieItem {
  uuid: string;
  meno: string;
  priezvisko: string;
  zaradenie?: string;
  poznamka?: string;
}

export interface SkodovaUdalostItem {
  uuid: string;
  kod: string;
  stav: SkodovaUdalostStav;
  oznamenieId?: string;
  oznamenieKod?: string;
  datumOznamenia: string;
  datumVznikuSkody: string;
  /** HH:mm, 15-minute steps; absent until staff set it. */
  casVznikuSkody?: string;
  /** Absent on a new event until staff choose it ('Začať šetrenie' requires it). */
  typSkody?: TypSkody;
  popisSkody?: string;
  popisLokality?: string;
  lokalitaGpsSirka?: number;
  lokalitaGpsDlzka?: number;
  obecId?: string;
  spisovaZnackaSop?: string;
  spisovaZnackaOu?: string;
  miestneSetreniePopis?: string;
  datumACasSetrenia?: string;
  uzemnePrislusnaSopId?: string;
  uzemnePrislusnyOuId?: string;
  prepojenieNaIneSkodoveUdalosti?: string;
  vyskaSkodyVypocitana?: number;
  vyskaSkodyZadana?: number;
  komisia: ClenKomisieItem[];
  pocetPredmetovSkody: number;
  /** Summary of damaged items, maintained by every item write: category codes (shared/domain/predmet-skody.ts). */
  predmetSkodyList?: string[];
  /** Summary of damaged items: cadastral areas (code-list uuids). */
  katastralneUzemieIds?: string[];
  /** Summary of damaged items: districts (code-list uuids). */
  okresIds?: string[];
  /** Summary of damaged items: the cadastral-area label the list shows. */
  kataster?: string;
  /** Summary of damaged items: per item what its statistics row needs (functions/data/statistika-repo.ts). */
  predmetyStatistika?: PredmetStatistika[];
  poskodenyId?: string;
  /** Display name of the injured party (kept equal to the party by the injured-party module). */
  poskodenyMeno?: string;
  vytvorilPouzivatel?: string;
  /** ISO timestamp when the current state was entered (records without it: createdAt). */
  stavOd?: string;
  /** Preventive measures (shared/api/opatrenia.ts). */
  opatrenia?: OpatreniaZaznam;
  /** Final statement, code-list uuids (the list reads povodcaSkodyId). */
  zaverecneStanovisko?: ZaverecneStanoviskoZaznam;
  /** Proceedings, dates yyyy-MM-dd. */
  konanie?: KonanieZaznam;
  /** When the retention job anonymised the record's personal data (ISO time); set last, so a run that stopped before it repeats the record. */
  anonymizovane?: string;
  createdAt: string;
  version: number;
}

const clean = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as T;

function recordItem(e: SkodovaUdalostItem): Record<string, unknown> {
  return { ...keys.skodovaUdalost(e.uuid), ...keys.skodovaUdalostKod(e.kod), entity: 'SKODOVA_UDALOST', ...clean(e) };
}

/** The party's history row of this event (ACCESS_PATTERNS P6): the fields the history table shows. */
function historiaRow(e: SkodovaUdalostItem, poskodenyId: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: clean({
        ...keys.poskodenySkodovaUdalost(poskodenyId, e.uuid),
        entity: 'POSKODENY_SKODOVA_UDALOST',
        skodovaUdalostUuid: e.uuid,
        kod: e.kod,
        datumVznikuSkody: e.datumVznikuSkody,
        stav: e.stav,
      }),
    },
  };
}

/** History rows to write/delete when an event moves from `before` to `after` (party change or field change). */
function historiaItems(before: SkodovaUdalostItem | null, after: SkodovaUdalostItem): TransactItem[] {
  const out: TransactItem[] = [];
  if (before?.poskodenyId && before.poskodenyId !== after.poskodenyId) {
    out.push({ Delete: { TableName: tableName(), Key: keys.poskodenySkodovaUdalost(before.poskodenyId, after.uuid) } });
  }
  if (after.poskodenyId) out.push(historiaRow(after, after.poskodenyId));
  return out;
}

/** One damage event as the staff list sees it (built from its compact row item, ACCESS_PATTERNS E1). */
export interface SkodovaUdalostRowItem {
  uuid: string;
  kod: string;
  stav: SkodovaUdalostStav;
  datumVznikuSkody: string;
  casVznikuSkody?: string;
  datumOznamenia: string;
  typSkody?: TypSkody;
  kataster?: string;
  povodcaSkodyId?: string;
  poskodenyMeno?: string;
  predmetSkodyList: string[];
  okresIds: string[];
  katastralneUzemieIds: string[];
  uzemnePrislusnaSopId?: string;
  stavOd?: string;
  createdAt: string;
}

const nonEmpty = (a: string[] | undefined) => (a?.length ? a : undefined);

/**
 * The compact list rows through the shared per-year machinery (functions/data/year-rows.ts): partition
 * by the year of datumVznikuSkody, short attribute names (≈300–400 B per row).
 */
export const skodovaUdalostRows = yearRows<SkodovaUdalostItem, SkodovaUdalostRowItem>({
  name: 'SKODOVE_UDALOSTI',
  rowKey: keys.skodovaUdalostRow,
  listKey: keys.skodoveUdalostiList,
  counterKey: keys.skodoveUdalostiRok,
  date: (e) => e.datumVznikuSkody,
  uuid: (e) => e.uuid,
  attributes: (e) =>
    clean({
      k: e.kod,
      s: e.stav,
      c: e.casVznikuSkody,
      do: e.datumOznamenia,
      ts: e.typSkody,
      ka: e.kataster,
      pv: e.zaverecneStanovisko?.povodcaSkodyId,
      pm: e.poskodenyMeno,
      ps: nonEmpty(e.predmetSkodyList),
      ok: nonEmpty(e.okresIds),
      ku: nonEmpty(e.katastralneUzemieIds),
      sop: e.uzemnePrislusnaSopId,
      so: e.stavOd,
      ca: e.createdAt,
    }),
  projection: ['k', 's', 'c', 'do', 'ts', 'ka', 'pv', 'pm', 'ps', 'ok', 'ku', 'sop', 'so', 'ca'],
  fromItem: (i, datumVznikuSkody, uuid) => ({
    uuid,
    kod: String(i.k),
    stav: i.s as SkodovaUdalostStav,
    datumVznikuSkody,
    casVznikuSkody: i.c as string | undefined,
    datumOznamenia: String(i.do ?? ''),
    typSkody: i.ts as TypSkody | undefined,
    kataster: i.ka as string | undefined,
    povodcaSkodyId: i.pv as string | undefined,
    poskodenyMeno: i.pm as string | undefined,
    predmetSkodyList: (i.ps as string[] | undefined) ?? [],
    okresIds: (i.ok as string[] | undefined) ?? [],
    katastralneUzemieIds: (i.ku as string[] | undefined) ?? [],
    uzemnePrislusnaSopId: i.sop as string | undefined,
    stavOd: i.so as string | undefined,
    createdAt: String(i.ca ?? ''),
  }),
});

export const skodovaUdalostRepo = {
  async get(uuid: string): Promise<SkodovaUdalostItem | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.skodovaUdalost(uuid) }));
    return out.Item ? (stripKeys(out.Item) as unknown as SkodovaUdalostItem) : null;
  },

  /** Transaction parts that create an event (fails if it exists) with its party's history row. */
  newItems(e: SkodovaUdalostItem): TransactItem[] {
    return [
      { Put: { TableName: tableName(), Item: recordItem(e), ConditionExpression: 'attribute_not_exists(pk)' } },
      ...historiaItems(null, e),
      ...skodovaUdalostRows.changeActions(null, e),
      ...statistikaRows.changeActions(null, e),
      ...geoIndex.changeActions(null, skodovaUdalostGeo(e)),
    ];
  },

  /**
   * Writes the whole event conditional on the version it was loaded with (stale → 'stale'), its
   * party's history row, and `extra` actions of the same change. Returns the stored item.
   */
  async save(before: SkodovaUdalostItem, next: SkodovaUdalostItem, extra: TransactItem[] = []): Promise<SkodovaUdalostItem> {
    const stored: SkodovaUdalostItem = { ...next, version: before.version + 1 };
    const own: TransactItem[] = [
      {
        Put: {
          TableName: tableName(),
          Item: recordItem(stored),
          ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':expected': before.version },
        },
      },
      ...historiaItems(before, stored),
      ...skodovaUdalostRows.changeActions(before, stored),
      ...statistikaRows.changeActions(before, stored),
      ...geoIndex.changeActions(skodovaUdalostGeo(before), skodovaUdalostGeo(stored)),
    ];
    try {
      await transactWrite([...own, ...extra]);
    } catch (err) {
      if (err instanceof TransactConditionFailed) {
        if (err.failed[0]) throw new WriteError((await skodovaUdalostRepo.get(next.uuid)) ? 'stale' : 'missing');
        throw new WriteError('extra', err.failed.findIndex((f, i) => i >= own.length && f) - own.length);
      }
      throw err;
    }
    return clean(stored);
  },

  /** The event of a commission member (pointer item, ACCESS_PATTERNS S7), or null. */
  async udalostClenaKomisie(clenUuid: string): Promise<string | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.clenKomisie(clenUuid) }));
    return out.Item ? String(out.Item.skodovaUdalostId) : null;
  },
  /** Transaction part: the pointer of a new commission member (fails if the uuid exists). */
  clenKomisiePut: (clen: Pick<ClenKomisieItem, 'uuid' | 'meno' | 'priezvisko'>, skodovaUdalostId: string): TransactItem => ({
    Put: {
      TableName: tableName(),
      // the name index serves the data-protection officer's search for a person (no name in the item itself)
      Item: { ...keys.clenKomisie(clen.uuid), ...keys.clenKomisieMeno(normalizeSearch(`${clen.meno} ${clen.priezvisko}`), clen.uuid), entity: 'CLEN_KOMISIE', skodovaUdalostId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  /**
   * Gives a commission member's pointer stored before the name look-up (P4) its name keys, from the
   * member on the event (`npm run osobne-udaje:indexy`); false when it has them already, or the member
   * or the event is gone.
   */
  async doplnitMenoClenaKomisie(clenUuid: string): Promise<boolean> {
    const pointer = (await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.clenKomisie(clenUuid) }))).Item;
    if (!pointer || pointer.gsi1pk) return false;
    const clen = (await skodovaUdalostRepo.get(String(pointer.skodovaUdalostId)))?.komisia?.find((c) => c.uuid === clenUuid);
    if (!clen) return false;
    const { gsi1pk, gsi1sk } = keys.clenKomisieMeno(normalizeSearch(`${clen.meno} ${clen.priezvisko}`), clenUuid);
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.clenKomisie(clenUuid),
          UpdateExpression: 'SET gsi1pk = :pk, gsi1sk = :sk',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(gsi1pk)',
          ExpressionAttributeValues: { ':pk': gsi1pk, ':sk': gsi1sk },
        }),
      );
      return true;
    } catch (err) {
      if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
      throw err;
    }
  },
  /** Events where someone of this full name sits on the commission (name normalised as the search does). */
  async udalostiClenaKomisiePodlaMena(meno: string): Promise<{ clenUuid: string; skodovaUdalostId: string }[]> {
    const items = await queryAll<Record<string, unknown>>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.clenKomisieMeno(normalizeSearch(meno), '').gsi1pk },
    });
    return items.map((i) => ({ clenUuid: String(i.gsi1sk), skodovaUdalostId: String(i.skodovaUdalostId) }));
  },
  clenKomisieDelete: (clenUuid: string): TransactItem => ({ Delete: { TableName: tableName(), Key: keys.clenKomisie(clenUuid) } }),

  /**
   * Discard (ACCESS_PATTERNS S6): deletes the record conditional on the version it was loaded with
   * ('stale' / 'missing' as save), its list row (with its year's counter), its party's history row and
   * its commission pointers, with `extra` actions of the same change.
   */
  async remove(current: SkodovaUdalostItem, extra: TransactItem[] = []): Promise<void> {
    const own: TransactItem[] = [
      {
        Delete: {
          TableName: tableName(),
          Key: keys.skodovaUdalost(current.uuid),
          ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':expected': current.version },
        },
      },
      ...(current.poskodenyId ? [{ Delete: { TableName: tableName(), Key: keys.poskodenySkodovaUdalost(current.poskodenyId, current.uuid) } }] : []),
      ...(current.komisia ?? []).map((c) => skodovaUdalostRepo.clenKomisieDelete(c.uuid)),
      ...skodovaUdalostRows.changeActions(current, null),
      ...statistikaRows.changeActions(current, null),
      ...geoIndex.changeActions(skodovaUdalostGeo(current), null),
    ];
    try {
      await transactWrite([...own, ...extra]);
    } catch (err) {
      if (err instanceof TransactConditionFailed) {
        if (err.failed[0]) throw new WriteError((await skodovaUdalostRepo.get(current.uuid)) ? 'stale' : 'missing');
        throw new WriteError('extra', err.failed.findIndex((f, i) => i >= own.length && f) - own.length);
      }
      throw err;
    }
  },
};
