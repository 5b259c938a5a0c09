import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Opravnenie } from '../../shared/domain/opravnenia';
import { dynamo, tableName } from '../lib/clients';
import { keys, stripKeys } from './keys';
import { queryAll } from './query';

/** Stored user record: organisations are referenced by uuid and resolved on read. */
export interface PouzivatelItem {
  uuid: string;
  login: string;
  meno: string;
  priezvisko: string;
  email?: string;
  aktivny: boolean;
  titulPredMenom?: string;
  titulZaMenom?: string;
  telefonneCislo?: string;
  funkcia?: string;
  gdprSuhlas: boolean;
  opravnenia: Opravnenie[];
  organizacieUuids: string[];
  notifikaciaNoveOznamenie: boolean;
  notifikaciaNovaSkodovaUdalost: boolean;
  version: number;
}

export type NewPouzivatel = Omit<PouzivatelItem, 'uuid' | 'version'> & { uuid?: string };

export const pouzivatelRepo = {
  async get(uuid: string): Promise<PouzivatelItem | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.pouzivatel(uuid) }));
    return out.Item ? (stripKeys(out.Item) as unknown as PouzivatelItem) : null;
  },
  async findByLogin(login: string): Promise<PouzivatelItem | null> {
    const k = keys.pouzivatelByLogin(login);
    const items = await queryAll<Record<string, unknown>>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': k.gsi1pk, ':sk': k.gsi1sk },
    });
    return items[0] ? (stripKeys(items[0]) as unknown as PouzivatelItem) : null;
  },
  async create(data: NewPouzivatel): Promise<PouzivatelItem> {
    const user: PouzivatelItem = { ...data, uuid: data.uuid ?? randomUUID(), version: 1 };
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.pouzivatel(user.uuid), ...keys.pouzivatelByLogin(user.login), entity: 'POUZIVATEL', ...user },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return user;
  },
};
