/**
 * Notifications (oznámenia) with their web snapshot and photos, one item collection per notification:
 * OZNAMENIE (the record), WEBDATA (what the reporter sent, never changed), FOTO#<fileId> (photos).
 * The staff module (issue #4) extends this repository.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { OznamenieStav, TypSkody } from '../../shared/domain/oznamenie';
import { dynamo, tableName } from '../lib/clients';
import { keys, stripKeys } from './keys';
import { queryAll } from './query';
import type { TransactItem } from './transact';

export interface OznamenieItem {
  uuid: string;
  kod: string;
  stav: OznamenieStav;
  isFromWeb: boolean;
  datumOznamenia: string;
  datumVznikuSkody: string;
  typSkody: TypSkody;
  popisSkody?: string;
  popisLokality?: string;
  lokalitaGpsSirka?: number;
  lokalitaGpsDlzka?: number;
  obecId?: string;
  uzemnePrislusnePracoviskoId?: string;
  doplnkoveKontaktneInformacie?: string;
  vytvorilPouzivatel?: string;
  skodovaUdalostId?: string;
  poskodenyId?: string;
  hasPoskodeny: boolean;
  /** Display name of the injured party for lists (from the web data until staff assign a party). */
  poskodenyMeno?: string;
  createdAt: string;
  version: number;
}

export interface FotografiaItem {
  fileId: string;
  thumbnailId: string;
  meno: string;
  contentType: string;
  velkost: number;
  datumPridania: string;
  /** EXIF capture time (ISO). */
  datumVzniku?: string;
  lokalitaGpsSirka?: number;
  lokalitaGpsDlzka?: number;
  s3Key: string;
  thumbnailS3Key: string;
}

export type WebDataItem = { webOznamenieDetail: Record<string, unknown>; poskodeny: Record<string, unknown>; prijate: string };

export const oznamenieRepo = {
  /** Transaction parts that create a notification with its web snapshot and photos (fails if it exists). */
  newItems(o: OznamenieItem, webData: WebDataItem, fotografie: FotografiaItem[]): TransactItem[] {
    const year = o.datumOznamenia.slice(0, 4);
    return [
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.oznamenie(o.uuid), ...keys.oznamenieKod(o.kod), ...keys.oznamenieList(year, o.datumOznamenia, o.uuid), entity: 'OZNAMENIE', ...o },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: tableName(), Item: { ...keys.oznamenieWebData(o.uuid), entity: 'WEBDATA', ...webData }, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...fotografie.map(
        (f): TransactItem => ({ Put: { TableName: tableName(), Item: { ...keys.oznamenieFoto(o.uuid, f.fileId), entity: 'FOTO', ...f } } }),
      ),
    ];
  },

  async get(uuid: string): Promise<OznamenieItem | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.oznamenie(uuid) }));
    return out.Item ? (stripKeys(out.Item) as unknown as OznamenieItem) : null;
  },

  async getWebData(uuid: string): Promise<WebDataItem | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.oznamenieWebData(uuid) }));
    return out.Item ? (stripKeys(out.Item) as unknown as WebDataItem) : null;
  },

  async listPhotos(uuid: string): Promise<FotografiaItem[]> {
    const items = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :foto)',
      ExpressionAttributeValues: { ':pk': keys.oznamenie(uuid).pk, ':foto': 'FOTO#' },
    });
    return items.map((i) => stripKeys(i) as unknown as FotografiaItem);
  },
};
