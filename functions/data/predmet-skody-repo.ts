/**
 * Damaged items of a damage event (issue 13; ACCESS_PATTERNS D1–D3). The items live in the event's
 * collection in CHUNK records of up to 50 items in order of creation, so a change of every item (the
 * recalculation after a damage-date change: 200 items = 4 chunks) and the event record fit one
 * transaction. Every write of a chunk goes into the transaction that saves the event
 * (skodovaUdalostRepo.save, conditional on the event's version): the event's version guards the chunks,
 * each item carries its own `version` for the screen's optimistic locking. A pointer record per item
 * names its event (DELETE names the item only).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { MiestoSkody } from '../../shared/api/predmet-skody';
import type { CennikTyp } from '../../shared/domain/cennik';
import type { PredmetSkodyKategoria } from '../../shared/domain/predmet-skody';
import type { Vypocet } from '../../shared/domain/vzorce/vypocet';
import { dynamo, tableName } from '../lib/clients';
import { keys } from './keys';
import { queryAll } from './query';
import type { TransactItem } from './transact';

/** Items per chunk record: 4 chunks hold 200 items, well under the 100 actions and 4 MB of a transaction. */
export const PREDMETY_V_CHUNKU = 50;

/** The place as stored: code-list item uuids, parcel number, GPS as numbers. */
export type PredmetSkodyMiestoItem = Omit<MiestoSkody, 'lokalitaGpsSirka' | 'lokalitaGpsDlzka'> & {
  lokalitaGpsSirka?: number;
  lokalitaGpsDlzka?: number;
};

export interface PredmetSkodyItem {
  uuid: string;
  kategoria: PredmetSkodyKategoria;
  /** Normalised wire values by attribute name (shared/api/predmet-skody.ts overitAtributy); code-list values are item uuids. */
  atributy: Record<string, string>;
  miestoSkody: PredmetSkodyMiestoItem;
  vyskaSkodyCalculated: number;
  isVyskaSkodyCalculated: boolean;
  /** The breakdown of the last pricing. */
  vypocet: Vypocet;
  /** The price-list version used (absent: no version was valid, or the category has no price list). */
  cennik?: { typ: CennikTyp; cisloVerzie: number };
  /** The price-list row used. */
  riadokUuid?: string;
  version: number;
  createdAt: string;
}

export interface PredmetySkodyChunk {
  cislo: number;
  predmety: PredmetSkodyItem[];
}

const clean = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as T;

export const predmetSkodyRepo = {
  /** Every chunk of an event in order (ACCESS_PATTERNS D1): one Query of the event's collection, strongly consistent. */
  async chunks(skodovaUdalostId: string): Promise<PredmetySkodyChunk[]> {
    const first = keys.predmetySkodyChunk(skodovaUdalostId, 0);
    const raw = await queryAll<{ cislo: number; predmety: PredmetSkodyItem[] }>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': first.pk, ':sk': 'PREDMETY_SKODY#' },
      ProjectionExpression: 'cislo, predmety',
      ConsistentRead: true,
    });
    return raw.map((c) => ({ cislo: Number(c.cislo), predmety: c.predmety ?? [] }));
  },

  /** The event of an item (pointer, ACCESS_PATTERNS D3), or null. */
  async udalostPredmetu(uuid: string): Promise<string | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.predmetSkody(uuid), ConsistentRead: true }));
    return out.Item ? String(out.Item.skodovaUdalostId) : null;
  },

  /** Transaction part: a chunk as it is now (an empty chunk is deleted). Goes with the event's save. */
  chunkWrite(skodovaUdalostId: string, chunk: PredmetySkodyChunk): TransactItem {
    const key = keys.predmetySkodyChunk(skodovaUdalostId, chunk.cislo);
    if (!chunk.predmety.length) return { Delete: { TableName: tableName(), Key: key } };
    return {
      Put: {
        TableName: tableName(),
        Item: { ...key, entity: 'PREDMETY_SKODY', cislo: chunk.cislo, predmety: chunk.predmety.map((p) => clean({ ...p, miestoSkody: clean(p.miestoSkody) })) },
      },
    };
  },

  /** Transaction part: the pointer of a new item (fails if the uuid exists). */
  pointerPut: (uuid: string, skodovaUdalostId: string): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...keys.predmetSkody(uuid), entity: 'PREDMET_SKODY', skodovaUdalostId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  pointerDelete: (uuid: string): TransactItem => ({ Delete: { TableName: tableName(), Key: keys.predmetSkody(uuid) } }),
};
