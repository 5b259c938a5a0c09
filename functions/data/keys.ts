/** Key builders: the only place that spells partition/sort keys. See ACCESS_PATTERNS.md. */
export const keys = {
  session: (idHash: string) => ({ pk: `SESSION#${idHash}`, sk: 'SESSION' }),
  authRequest: (state: string) => ({ pk: `AUTHREQ#${state}`, sk: 'AUTHREQ' }),
  pouzivatel: (uuid: string) => ({ pk: `POUZIVATEL#${uuid}`, sk: 'POUZIVATEL' }),
  pouzivatelByLogin: (login: string) => ({ gsi1pk: `POUZIVATEL_LOGIN#${login.toLowerCase()}`, gsi1sk: 'POUZIVATEL' }),
  organizacia: (uuid: string) => ({ pk: `ORGANIZACIA#${uuid}`, sk: 'ORGANIZACIA' }),
  organizacieAll: () => ({ gsi1pk: 'ORGANIZACIE' }),
  ciselnikPolozka: (typ: string, uuid: string) => ({ pk: `CISELNIK#${typ}`, sk: `POLOZKA#${uuid}` }),
  ciselnikByKod: (typ: string, kod: string) => ({ gsi1pk: `CISELNIK_KOD#${typ}#${kod}`, gsi1sk: 'POLOZKA' }),
  stranka: (kod: string) => ({ pk: `STRANKA#${kod}`, sk: 'STRANKA' }),
  counter: (name: string) => ({ pk: `COUNTER#${name}`, sk: 'COUNTER' }),
  audit: (day: string, sortable: string) => ({ pk: `AUDIT#${day}`, sk: sortable }),
  auditByEntity: (entityId: string, sortable: string) => ({ gsi1pk: `AUDIT_ENTITA#${entityId}`, gsi1sk: sortable }),
  seedMarker: (name: string) => ({ pk: `SEED#${name}`, sk: 'SEED' }),
};

/** Attributes that never leave the data layer. */
export function stripKeys<T extends Record<string, unknown>>(item: T): Omit<T, 'pk' | 'sk' | 'gsi1pk' | 'gsi1sk' | 'gsi2pk' | 'gsi2sk' | 'expiresAt' | 'entity'> {
  const { pk, sk, gsi1pk, gsi1sk, gsi2pk, gsi2sk, expiresAt, entity, ...rest } = item as Record<string, unknown>;
  return rest as never;
}
