/** State of the directory synchronisation: the time of the last successful run. */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/clients';
import { keys } from './keys';

export interface SynchronizaciaStav {
  poslednaSynchronizacia: string;
  login: string;
  vytvoreni: number;
  deaktivovani: number;
  aktualizovani: number;
}

export const syncRepo = {
  async get(): Promise<SynchronizaciaStav | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.synchronizacia() }));
    if (!out.Item) return null;
    const { pk, sk, entity, ...rest } = out.Item;
    return rest as SynchronizaciaStav;
  },
  async save(stav: SynchronizaciaStav): Promise<void> {
    await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.synchronizacia(), entity: 'SYNCHRONIZACIA', ...stav } }));
  },
};
