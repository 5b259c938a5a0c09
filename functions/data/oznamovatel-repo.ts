/**
 * The reporter of a web notification (item OZNAMOVATEL in the notification's collection): the
 * personal status link's token, whether they stopped the e-mails, and every message sent to them
 * (staff see it on the notification). The link's look-up item maps the token's SHA-256 to the
 * notification, so a key never spells a token.
 */
import { createHash } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SpravaOznamovatelovi } from '@shared/api/stav-hlasenia';
import { dynamo, tableName } from '../lib/clients';
import { keys, stripKeys } from './keys';
import type { TransactItem } from './transaction';

export interface SpravaItem {
  typ: SpravaOznamovatelovi;
  predmet: string;
  /** ISO timestamp of the sending. */
  odoslane: string;
}

export interface OznamovatelItem {
  oznamenieUuid: string;
  /** The personal link's token: later e-mails repeat the link, so it is kept (only here, never in a key). */
  token: string;
  odhlasene?: boolean;
  spravy: SpravaItem[];
}

export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

export const oznamovatelRepo = {
  /** Transaction parts writing the reporter and the link's look-up item with a new web notification. */
  newItems(oznamenieUuid: string, token: string): TransactItem[] {
    const reporter: OznamovatelItem = { oznamenieUuid, token, spravy: [] };
    return [
      { Put: { TableName: tableName(), Item: { ...keys.oznamovatel(oznamenieUuid), entity: 'OZNAMOVATEL', ...reporter }, ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.stavHlaseniaOdkaz(tokenHash(token)), entity: 'STAV_HLASENIA_ODKAZ', oznamenieUuid },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ];
  },

  async get(oznamenieUuid: string): Promise<OznamovatelItem | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.oznamovatel(oznamenieUuid) }));
    return out.Item ? (stripKeys(out.Item) as unknown as OznamovatelItem) : null;
  },

  /** The notification a personal link opens, or null. */
  async oznamenieByToken(token: string): Promise<string | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.stavHlaseniaOdkaz(tokenHash(token)) }));
    return typeof out.Item?.oznamenieUuid === 'string' ? out.Item.oznamenieUuid : null;
  },

  /** No more e-mails to this reporter (repeatable). */
  async odhlasit(oznamenieUuid: string): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.oznamovatel(oznamenieUuid),
        UpdateExpression: 'SET odhlasene = :t',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':t': true },
      }),
    );
  },

  /** Appends a sent message to the reporter's record. */
  async zapisatSpravu(oznamenieUuid: string, sprava: SpravaItem): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.oznamovatel(oznamenieUuid),
        UpdateExpression: 'SET spravy = list_append(if_not_exists(spravy, :empty), :one)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':empty': [], ':one': [sprava] },
      }),
    );
  },
};
