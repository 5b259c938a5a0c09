/**
 * Optimistic locking: every staff-editable record carries `version`. An update is
 * conditional on the version the editor loaded; a stale one gets HTTP 409.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/clients';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { conflict, notFound } from '../lib/errors';

export interface VersionedUpdate {
  key: { pk: string; sk: string };
  expectedVersion: number;
  /** Attributes to set (undefined values are removed from the item). */
  set: Record<string, unknown>;
}

/** Applies the update if the stored version equals expectedVersion; returns the new item. */
export async function updateVersioned<T>({ key, expectedVersion, set }: VersionedUpdate): Promise<T> {
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':expected': expectedVersion, ':one': 1 };
  const setParts: string[] = ['#version = #version + :one'];
  const removeParts: string[] = [];
  Object.entries(set).forEach(([attr, value], i) => {
    if (attr === 'version' || attr === 'pk' || attr === 'sk') return;
    names[`#a${i}`] = attr;
    if (value === undefined) removeParts.push(`#a${i}`);
    else {
      values[`:v${i}`] = value;
      setParts.push(`#a${i} = :v${i}`);
    }
  });
  const expression = `SET ${setParts.join(', ')}${removeParts.length ? ` REMOVE ${removeParts.join(', ')}` : ''}`;
  try {
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: expression,
        ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return out.Attributes as T;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) {
      if (!err.Item) throw notFound();
      throw conflict();
    }
    throw err;
  }
}
