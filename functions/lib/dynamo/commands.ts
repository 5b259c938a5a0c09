/**
 * The DynamoDB operations the product uses, as document-client commands: the same names, inputs
 * and outputs as @aws-sdk/lib-dynamodb's (its types are reused; type imports leave no code in a
 * bundle), so a repository reads exactly as it would with the SDK. Each command turns its input
 * into the wire request and the wire answer into its output (./wire.ts); ./client.ts sends it.
 */
import type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  BatchWriteCommandInput,
  BatchWriteCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  ScanCommandInput,
  ScanCommandOutput,
  TransactWriteCommandInput,
  TransactWriteCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { type Doc, fromWire, mapKey, toWire, type WireItem } from './wire';

export type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  BatchWriteCommandInput,
  BatchWriteCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  ScanCommandInput,
  ScanCommandOutput,
  TransactWriteCommandInput,
  UpdateCommandInput,
};

type Any = Record<string, unknown>;

/** One DynamoDB operation: its wire name, its input, and how both directions are converted. */
export abstract class Command<Input extends object, Output extends object> {
  /** Output type carrier for DynamoClient.send (never set). */
  declare readonly __output: Output;
  abstract readonly operation: string;
  constructor(readonly input: Input) {}
  /** The wire request body. */
  abstract request(): object;
  /** The output from the wire answer (without $metadata: the client adds it). */
  abstract response(wire: Any): Omit<Output, '$metadata'>;
}

const item = (v: Doc) => toWire(v);
const native = (v: WireItem) => fromWire(v);
const items = (v: WireItem[]) => v.map(native);

/** Key, Item, ExpressionAttributeValues and ExclusiveStartKey of one request (or transaction part) in wire form. */
function wireRequest<T extends object>(input: T): T {
  let out = mapKey(input, 'Key', item);
  out = mapKey(out, 'Item', item);
  out = mapKey(out, 'ExpressionAttributeValues', item);
  return mapKey(out, 'ExclusiveStartKey', item) as T;
}

/** Item, Attributes and LastEvaluatedKey of an answer in JavaScript form; Items too. */
function nativeAnswer(wire: Any): Any {
  let out = mapKey(wire, 'Item', native);
  out = mapKey(out, 'Attributes', native);
  out = mapKey(out, 'LastEvaluatedKey', native);
  return mapKey(out, 'Items', items) as Any;
}

abstract class SingleItemCommand<Input extends object, Output extends object> extends Command<Input, Output> {
  request() {
    return wireRequest(this.input);
  }
  response(wire: Any) {
    return nativeAnswer(wire) as Omit<Output, '$metadata'>;
  }
}

export class GetCommand extends SingleItemCommand<GetCommandInput, GetCommandOutput> {
  readonly operation = 'GetItem';
}
export class PutCommand extends SingleItemCommand<PutCommandInput, PutCommandOutput> {
  readonly operation = 'PutItem';
}
export class UpdateCommand extends SingleItemCommand<UpdateCommandInput, UpdateCommandOutput> {
  readonly operation = 'UpdateItem';
}
export class DeleteCommand extends SingleItemCommand<DeleteCommandInput, DeleteCommandOutput> {
  readonly operation = 'DeleteItem';
}
export class QueryCommand extends SingleItemCommand<QueryCommandInput, QueryCommandOutput> {
  readonly operation = 'Query';
}
/** Operator scripts only (scripts/statistiky-obnova.ts); no route scans. */
export class ScanCommand extends SingleItemCommand<ScanCommandInput, ScanCommandOutput> {
  readonly operation = 'Scan';
}

/** Maps the values of a per-table record. */
const perTable = <A, B>(tables: Record<string, A> | undefined, f: (a: A) => B) =>
  tables && Object.fromEntries(Object.entries(tables).map(([t, v]) => [t, f(v)]));

export class BatchGetCommand extends Command<BatchGetCommandInput, BatchGetCommandOutput> {
  readonly operation = 'BatchGetItem';
  request() {
    return { ...this.input, RequestItems: perTable(this.input.RequestItems as Record<string, Any>, (r) => mapKey(r, 'Keys', (keys: Doc[]) => keys.map(item))) };
  }
  response(wire: Any) {
    return {
      ...wire,
      Responses: perTable(wire.Responses as Record<string, WireItem[]>, items),
      UnprocessedKeys: perTable(wire.UnprocessedKeys as Record<string, Any>, (r) => mapKey(r, 'Keys', (keys: WireItem[]) => keys.map(native))),
    } as Omit<BatchGetCommandOutput, '$metadata'>;
  }
}

type WriteRequest = { PutRequest?: Any; DeleteRequest?: Any };
const writeRequests = (f: (r: Any) => Any) => (requests: WriteRequest[]) =>
  requests.map((r) => ({ ...r, PutRequest: r.PutRequest && f(r.PutRequest), DeleteRequest: r.DeleteRequest && f(r.DeleteRequest) }));
const nativeWrite = (r: Any) => mapKey(mapKey(r, 'Item', native), 'Key', native) as Any;

export class BatchWriteCommand extends Command<BatchWriteCommandInput, BatchWriteCommandOutput> {
  readonly operation = 'BatchWriteItem';
  request() {
    return { ...this.input, RequestItems: perTable(this.input.RequestItems as Record<string, WriteRequest[]>, writeRequests(wireRequest)) };
  }
  response(wire: Any) {
    return { ...wire, UnprocessedItems: perTable(wire.UnprocessedItems as Record<string, WriteRequest[]>, writeRequests(nativeWrite)) } as Omit<
      BatchWriteCommandOutput,
      '$metadata'
    >;
  }
}

export class TransactWriteCommand extends Command<TransactWriteCommandInput, TransactWriteCommandOutput> {
  readonly operation = 'TransactWriteItems';
  request() {
    return {
      ...this.input,
      TransactItems: (this.input.TransactItems ?? []).map((part) =>
        Object.fromEntries(Object.entries(part).map(([kind, body]) => [kind, body && wireRequest(body as object)])),
      ),
    };
  }
  response(wire: Any) {
    return wire as Omit<TransactWriteCommandOutput, '$metadata'>;
  }
}

/** The items an error carries (ReturnValuesOnConditionCheckFailure, cancellation reasons) in JavaScript form. */
export function nativeErrorItems(body: Any): Any {
  const out = mapKey(body, 'Item', native) as Any;
  return mapKey(out, 'CancellationReasons', (reasons: Any[]) => reasons.map((r) => mapKey(r, 'Item', native))) as Any;
}
