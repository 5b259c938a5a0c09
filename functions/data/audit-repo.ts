/** Audit log: one record per successful staff write (who, when, route, entity). */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/clients';
import { keys } from './keys';
import { queryAll } from './query';

export interface AuditRecord {
  at: string;
  login: string;
  pouzivatelUuid?: string;
  route: string;
  entityId?: string;
  status: number;
  requestId?: string;
}

export const auditRepo = {
  async write(rec: AuditRecord): Promise<void> {
    const sortable = `${rec.at}#${randomUUID()}`;
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.audit(rec.at.slice(0, 10), sortable),
          ...(rec.entityId ? keys.auditByEntity(rec.entityId, sortable) : {}),
          entity: 'AUDIT',
          ...rec,
        },
      }),
    );
  },
  async listByDay(day: string): Promise<AuditRecord[]> {
    return queryAll<AuditRecord>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `AUDIT#${day}` } });
  },
  async listByEntity(entityId: string): Promise<AuditRecord[]> {
    return queryAll<AuditRecord>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `AUDIT_ENTITA#${entityId}` },
    });
  },
};
