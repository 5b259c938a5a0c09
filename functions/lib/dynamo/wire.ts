/**
 * Items between JavaScript values and DynamoDB's JSON wire format: the official marshaller
 * (@aws-sdk/util-dynamodb, the one the SDK's document client uses, with the same options) plus
 * binary values as the JSON protocol carries them (base64 strings).
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';

export type Doc = Record<string, unknown>;
export type WireItem = Record<string, AttributeValue>;

/** As clients.ts configured the document client: undefined values are left out, class instances refused. */
const MARSHALL = { removeUndefinedValues: true, convertClassInstanceToMap: false } as const;

function binaryToBase64(v: unknown): unknown {
  if (v instanceof Uint8Array) return Buffer.from(v).toString('base64');
  if (Array.isArray(v)) return v.map(binaryToBase64);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, binaryToBase64(x)]));
  return v;
}

function base64ToBinary(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(base64ToBinary);
  if (!v || typeof v !== 'object') return v;
  const a = v as Record<string, unknown>;
  if (typeof a.B === 'string') return { B: Buffer.from(a.B, 'base64') };
  if (Array.isArray(a.BS)) return { BS: a.BS.map((s) => Buffer.from(String(s), 'base64')) };
  return Object.fromEntries(Object.entries(a).map(([k, x]) => [k, base64ToBinary(x)]));
}

/** A JavaScript item (or key, or expression values) → its wire form. */
export const toWire = (doc: Doc): WireItem => binaryToBase64(marshall(doc, MARSHALL)) as WireItem;

/** A wire item (binary values already bytes: parseAnswer) → the JavaScript item (numbers as numbers, as the document client gives them). */
export const fromWire = (item: WireItem): Doc => unmarshall(item);

/**
 * DynamoDB's JSON answer, with its binary values (base64 strings on the wire) as bytes. Only an
 * answer whose text has a B or BS member is walked for them: the product stores no binary, and a
 * walk of every answer (pages of up to 1 MB) is work on every read.
 */
export function parseAnswer(text: string): Record<string, unknown> {
  const answer = JSON.parse(text) as Record<string, unknown>;
  return /"BS?"\s*:/.test(text) ? (base64ToBinary(answer) as Record<string, unknown>) : answer;
}

/** Applies `f` to `o[key]` when it is present. */
export function mapKey<T extends object>(o: T | undefined, key: string, f: (v: never) => unknown): T | undefined {
  if (!o || (o as Record<string, unknown>)[key] === undefined) return o;
  return { ...o, [key]: f((o as Record<string, unknown>)[key] as never) };
}
