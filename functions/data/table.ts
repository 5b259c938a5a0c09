/**
 * The one DynamoDB table of the product. Local start, tests and the CDK data stack
 * all create it from this definition, so they cannot drift apart.
 * Index names say which access pattern they serve (see docs/access-patterns.md).
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
} as const;

export interface IndexDef {
  name: string;
  partitionKey: string;
  sortKey: string;
}

export const TABLE_INDEXES: readonly IndexDef[] = [
  /** gsi1: alternate unique look-ups and per-type listings (user by login, organisations, …). */
  { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  /** gsi2: per-year compact projections for staff lists (notifications, damage events …). */
  { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
];

/** CreateTable input for DynamoDB Local and tests (the CDK stack builds the same from TABLE_KEYS/TABLE_INDEXES). */
export function createTableInput(tableName: string) {
  const attrs = new Set<string>([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey]);
  for (const i of TABLE_INDEXES) {
    attrs.add(i.partitionKey);
    attrs.add(i.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...attrs].map((a) => ({ AttributeName: a, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: TABLE_INDEXES.map((i) => ({
      IndexName: i.name,
      KeySchema: [
        { AttributeName: i.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: i.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
