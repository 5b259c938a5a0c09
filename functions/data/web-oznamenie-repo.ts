/**
 * Drafts of the public wizard. A draft is found only through the secret id in the visitor's
 * HttpOnly cookie (stored hashed); it expires DRAFT_DAYS after its last change.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { WebOznamenie } from '@shared/api/web-oznamenie';
import type { WizardKrok } from '@shared/domain/wizard';
import { todayIso } from '@shared/format/dates';
import { dynamo, tableName } from '../lib/clients';
import { keys } from './keys';
import type { TransactItem } from './transaction';

export const DRAFT_DAYS = 7;

export type DraftStav = 'ROZPRACOVANE' | 'ODOSLANE' | 'ZRUSENE';

export interface DraftItem {
  idHash: string;
  stav: DraftStav;
  krok: WizardKrok | null;
  fileUploadSessionId: string;
  datumOznamenia: string;
  udajeOSkode: WebOznamenie['udajeOSkode'];
  udajeOPoskodenom: WebOznamenie['udajeOPoskodenom'];
  kontaktneInformacie: WebOznamenie['kontaktneInformacie'];
  /** Fixed at the first submit attempt, so a retried submit creates the same notification. */
  oznamenieUuid?: string;
  kod?: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: number;
}

export const hashDraftId = (id: string) => createHash('sha256').update(`draft:${id}`).digest('base64url');
const expiry = () => Math.floor(Date.now() / 1000) + DRAFT_DAYS * 86400;

export const webOznamenieRepo = {
  async create(): Promise<{ id: string; draft: DraftItem }> {
    const id = randomBytes(32).toString('base64url');
    const now = new Date().toISOString();
    const draft: DraftItem = {
      idHash: hashDraftId(id),
      stav: 'ROZPRACOVANE',
      krok: null,
      fileUploadSessionId: randomUUID(),
      datumOznamenia: todayIso(),
      udajeOSkode: null,
      udajeOPoskodenom: null,
      kontaktneInformacie: null,
      createdAt: now,
      updatedAt: now,
      expiresAt: expiry(),
    };
    await dynamo().send(
      new PutCommand({ TableName: tableName(), Item: { ...keys.webOznamenie(draft.idHash), entity: 'WEBOZN', ...draft }, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return { id, draft };
  },

  async getById(id: string | undefined): Promise<DraftItem | null> {
    if (!id || id.length > 128) return null;
    return this.getByHash(hashDraftId(id));
  },

  async getByHash(idHash: string): Promise<DraftItem | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.webOznamenie(idHash), ConsistentRead: true }));
    const d = out.Item as DraftItem | undefined;
    if (!d || d.expiresAt <= Math.floor(Date.now() / 1000)) return null;
    return d;
  },

  /** Saves part of an open draft (only while it is ROZPRACOVANE); returns the new draft or null if it is no longer open. */
  async update(idHash: string, set: Partial<Pick<DraftItem, 'krok' | 'datumOznamenia' | 'udajeOSkode' | 'udajeOPoskodenom' | 'kontaktneInformacie' | 'oznamenieUuid' | 'stav'>>): Promise<DraftItem | null> {
    const names: Record<string, string> = { '#stav': 'stav', '#updatedAt': 'updatedAt', '#expiresAt': 'expiresAt' };
    const values: Record<string, unknown> = { ':open': 'ROZPRACOVANE', ':now': new Date().toISOString(), ':exp': expiry() };
    const parts = ['#updatedAt = :now', '#expiresAt = :exp'];
    Object.entries(set).forEach(([k, v], i) => {
      names[`#f${i}`] = k;
      values[`:f${i}`] = v ?? null;
      parts.push(`#f${i} = :f${i}`);
    });
    try {
      const out = await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.webOznamenie(idHash),
          UpdateExpression: `SET ${parts.join(', ')}`,
          ConditionExpression: 'attribute_exists(pk) AND #stav = :open',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return out.Attributes as DraftItem;
    } catch (err) {
      if ((err as Error).name === 'ConditionalCheckFailedException') return null;
      throw err;
    }
  },

  /**
   * Fixes the notification's uuid and code at the first submit attempt (if_not_exists): every retry
   * and every concurrent double click then builds the very same notification.
   */
  async reserveSubmission(idHash: string, oznamenieUuid: string, kod: string): Promise<DraftItem | null> {
    try {
      const out = await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.webOznamenie(idHash),
          UpdateExpression: 'SET oznamenieUuid = if_not_exists(oznamenieUuid, :uuid), kod = if_not_exists(kod, :kod)',
          ConditionExpression: 'attribute_exists(pk) AND #stav = :open',
          ExpressionAttributeNames: { '#stav': 'stav' },
          ExpressionAttributeValues: { ':uuid': oznamenieUuid, ':kod': kod, ':open': 'ROZPRACOVANE' },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return out.Attributes as DraftItem;
    } catch (err) {
      if ((err as Error).name === 'ConditionalCheckFailedException') return null;
      throw err;
    }
  },

  /** Transaction part: closes an open draft as sent with its notification's code. */
  markSentItem(idHash: string, oznamenieUuid: string, kod: string): TransactItem {
    return {
      Update: {
        TableName: tableName(),
        Key: keys.webOznamenie(idHash),
        UpdateExpression: 'SET #stav = :sent, updatedAt = :now',
        ConditionExpression: '#stav = :open AND oznamenieUuid = :uuid AND kod = :kod',
        ExpressionAttributeNames: { '#stav': 'stav' },
        ExpressionAttributeValues: { ':sent': 'ODOSLANE', ':open': 'ROZPRACOVANE', ':kod': kod, ':uuid': oznamenieUuid, ':now': new Date().toISOString() },
      },
    };
  },
};
