/**
 * Injured parties (poškodení). This slice serves the public wizard's IČO search and creation;
 * the staff module (issue #5) extends it with name search, premises and history.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AdresaView } from '../../shared/api/web-oznamenie';
import type { TypSubjektu } from '../../shared/domain/poskodeny';
import { dynamo, tableName } from '../lib/clients';
import { keys, stripKeys } from './keys';
import { queryPage } from './query';

export interface PoskodenyItem {
  uuid: string;
  typSubjektu: TypSubjektu;
  datumNarodenia?: string;
  titulPredMenom?: string;
  meno?: string;
  priezvisko?: string;
  titulZaMenom?: string;
  ico?: string;
  obchodneMeno?: string;
  nazovPrevadzky?: string;
  email?: string;
  telefonneCislo?: string;
  gdprSuhlas?: boolean;
  datumSuhlasu?: string;
  poznamka?: string;
  adresa: AdresaView;
  version: number;
}

export const poskodenyRepo = {
  async get(uuid: string): Promise<PoskodenyItem | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.poskodeny(uuid) }));
    return out.Item ? (stripKeys(out.Item) as unknown as PoskodenyItem) : null;
  },

  async create(data: Omit<PoskodenyItem, 'uuid' | 'version'> & { uuid?: string }): Promise<PoskodenyItem> {
    const item: PoskodenyItem = { ...data, uuid: data.uuid ?? randomUUID(), version: 1 };
    const business = item.typSubjektu !== 'FO' && item.ico;
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.poskodeny(item.uuid), ...(business ? keys.subjektByIco(item.ico as string, item.uuid) : {}), entity: 'POSKODENY', ...item },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return item;
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
    return items.slice(0, limit).map((i) => stripKeys(i) as unknown as PoskodenyItem);
  },
};
