import type { SuborVlastnik } from '@shared/api/subory';

/** Photo and attachment records; the owner (SuborVlastnik) is its record's pk prefix. */
export type SuborDruh = 'FOTO' | 'PRILOHA';

/** Key builders: the only place that spells partition/sort keys. See docs/access-patterns.md. */
export const keys = {
  session: (idHash: string) => ({ pk: `SESSION#${idHash}`, sk: 'SESSION' }),
  authRequest: (state: string) => ({ pk: `AUTHREQ#${state}`, sk: 'AUTHREQ' }),
  pouzivatel: (uuid: string) => ({ pk: `POUZIVATEL#${uuid}`, sk: 'POUZIVATEL' }),
  pouzivatelByLogin: (login: string) => ({ gsi1pk: `POUZIVATEL_LOGIN#${login.toLowerCase()}`, gsi1sk: 'POUZIVATEL' }),
  /** Uniqueness guard: one item per login, written in the same transaction as the user. */
  pouzivatelLoginUnique: (login: string) => ({ pk: `POUZIVATEL_LOGIN#${login.toLowerCase()}`, sk: 'UNIQUE' }),
  /** All users in one gsi2 partition (hundreds at most), sorted by login. */
  pouzivateliaAll: (login: string) => ({ gsi2pk: 'POUZIVATELIA', gsi2sk: login.toLowerCase() }),
  /** One rights/notification change of a user (who, when, before/after). */
  pouzivatelZmena: (uuid: string, sortable: string) => ({ pk: `POUZIVATEL#${uuid}`, sk: `ZMENA#${sortable}` }),
  /** State of the directory synchronisation (last run). */
  synchronizacia: () => ({ pk: 'SYNCHRONIZACIA#POUZIVATELIA', sk: 'SYNCHRONIZACIA' }),
  organizacia: (uuid: string) => ({ pk: `ORGANIZACIA#${uuid}`, sk: 'ORGANIZACIA' }),
  organizacieAll: () => ({ gsi1pk: 'ORGANIZACIE' }),
  /** Uniqueness guard of an organisation code (case-insensitive). */
  organizaciaKodUnique: (kod: string) => ({ pk: `ORGANIZACIA_KOD#${kod.toUpperCase()}`, sk: 'UNIQUE' }),
  ciselnikPolozka: (typ: string, uuid: string) => ({ pk: `CISELNIK#${typ}`, sk: `POLOZKA#${uuid}` }),
  ciselnikByKod: (typ: string, kod: string) => ({ gsi1pk: `CISELNIK_KOD#${typ}#${kod}`, gsi1sk: 'POLOZKA' }),
  /**
   * Polygon of one code-list item (cadastral area, hunting district, protected area, district), in its
   * own partition: the item list (`CISELNIK#<TYP>`) stays small. Written by the code-list import.
   */
  ciselnikGeometria: (typ: string, uuid: string) => ({ pk: `CISELNIK_GEOMETRIA#${typ}#${uuid}`, sk: 'GEOMETRIA' }),
  /** Compact bounding-box row of each stored polygon of a type (point look-up: which polygons may contain a point). */
  ciselnikGeometriaBbox: (typ: string, uuid: string) => ({ pk: `CISELNIK_GEOMETRIE#${typ}`, sk: `BBOX#${uuid}` }),
  /** Uniqueness guard of an item's official code within its type, written in the item's transaction. */
  ciselnikKodUnique: (typ: string, kod: string) => ({ pk: `CISELNIK_KOD#${typ}#${kod}`, sk: 'UNIQUE' }),
  /** Usage mark of a code-list item: a record or a child item refers to it, so it can no longer be deleted. */
  ciselnikPouzitie: (uuid: string) => ({ pk: `CISELNIK_POUZITIE#${uuid}`, sk: 'POUZITIE' }),
  /** One time version of a price list with its rows (inline, a few kB); the number is zero-padded so the partition sorts by it. */
  cennikVerzia: (typ: string, cislo: number) => ({ pk: `CENNIK#${typ}`, sk: `VERZIA#${String(cislo).padStart(6, '0')}` }),
  /** Head of a price list: the last version number given (never reused), the race guard of 'Uložiť verziu'. */
  cennikHlava: (typ: string) => ({ pk: `CENNIK#${typ}`, sk: 'HLAVA' }),
  /** Head of a category's formula: the last version number given and the revision of its worked cases. */
  vzorecHlava: (kategoria: string) => ({ pk: `VZOREC#${kategoria}`, sk: 'HLAVA' }),
  /** One time version of a category's formula parameters, with its sign-off. */
  vzorecVerzia: (kategoria: string, cislo: number) => ({ pk: `VZOREC#${kategoria}`, sk: `VERZIA#${String(cislo).padStart(6, '0')}` }),
  /** One worked case of the decree a category's formula versions are checked against. */
  vzorecPripad: (kategoria: string, uuid: string) => ({ pk: `VZOREC#${kategoria}`, sk: `PRIPAD#${uuid}` }),
  stranka: (kod: string) => ({ pk: `STRANKA#${kod}`, sk: 'STRANKA' }),
  /** Change stamp of a read-mostly dataset (ORGANIZACIE, STRANKY): bumped in every write transaction of it. */
  datasetStamp: (dataset: string) => ({ pk: `ZMENA#${dataset}`, sk: 'ZMENA' }),
  counter: (name: string) => ({ pk: `COUNTER#${name}`, sk: 'COUNTER' }),
  audit: (day: string, sortable: string) => ({ pk: `AUDIT#${day}`, sk: sortable }),
  auditByEntity: (entityId: string, sortable: string) => ({ gsi1pk: `AUDIT_ENTITA#${entityId}`, gsi1sk: sortable }),
  /** Read log: one item per staff request that showed personal data, in the partition of its day (UTC). */
  citanie: (day: string, sortable: string) => ({ pk: `CITANIE#${day}`, sk: sortable }),
  /** Read log: one pointer per record shown, in the record's own read partition (who read this record). */
  citanieEntity: (entityId: string, sortable: string) => ({ pk: `CITANIE_ENTITA#${entityId}`, sk: sortable }),
  seedMarker: (name: string) => ({ pk: `SEED#${name}`, sk: 'SEED' }),
  webOznamenie: (idHash: string) => ({ pk: `WEBOZN#${idHash}`, sk: 'WEBOZN' }),
  oznamenie: (uuid: string) => ({ pk: `OZNAMENIE#${uuid}`, sk: 'OZNAMENIE' }),
  oznamenieWebData: (uuid: string) => ({ pk: `OZNAMENIE#${uuid}`, sk: 'WEBDATA' }),
  oznamenieKod: (kod: string) => ({ gsi1pk: `OZNAMENIE_KOD#${kod}`, gsi1sk: 'OZNAMENIE' }),
  /** The reporter of a web notification: e-mail opt-out, the personal link's token, the messages sent (who gets what, and when). */
  oznamovatel: (uuid: string) => ({ pk: `OZNAMENIE#${uuid}`, sk: 'OZNAMOVATEL' }),
  /** The personal status link → its notification, by the SHA-256 of the token (the token itself is no key). */
  stavHlaseniaOdkaz: (tokenHash: string) => ({ pk: `STAV_HLASENIA#${tokenHash}`, sk: 'ODKAZ' }),
  /** Compact per-year listing of notifications (the staff list reads it). */
  oznamenieList: (year: string, datum: string, uuid: string) => ({ gsi2pk: `OZNAMENIA#${year}`, gsi2sk: `${datum}#${uuid}` }),
  /**
   * The compact list row of a notification: a separate small item in the notification's
   * collection that carries the gsi2 per-year keys, so the list reads ≈150 bytes per notification.
   */
  oznamenieRow: (uuid: string) => ({ pk: `OZNAMENIE#${uuid}`, sk: 'LIST' }),
  /**
   * A photo (FOTO) or attachment (PRILOHA) record in its owner's item collection: the owner's pk
   * (`OZNAMENIE#<uuid>`, `SKODOVA_UDALOST#<uuid>`), the same sk scheme for every owner.
   */
  subor: (vlastnik: SuborVlastnik, uuid: string, druh: SuborDruh, fileId: string) => ({ pk: `${vlastnik}#${uuid}`, sk: `${druh}#${fileId}` }),
  /** Change counter of one year's list rows: bumped in every transaction that writes a row of that year (list cache validation). */
  oznameniaRok: (year: string) => ({ pk: `OZNAMENIA_ROK#${year}`, sk: 'ZMENA' }),
  poskodeny: (uuid: string) => ({ pk: `POSKODENY#${uuid}`, sk: 'POSKODENY' }),
  /** Businesses (PO, FO_PODNIKATEL) by IČO prefix; natural persons never enter this index. */
  subjektByIco: (ico: string, uuid: string) => ({ gsi1pk: 'SUBJEKTY_ICO', gsi1sk: `${ico}#${uuid}` }),
  /** Staff search: one item per normalised word (≥ 3 chars) of a party, bucketed by its first 3 characters. */
  poskodenyToken: (uuid: string, token: string) => ({
    pk: `POSKODENY#${uuid}`,
    sk: `TOKEN#${token}`,
    gsi1pk: `POSKODENY_TOKEN#${token.slice(0, 3)}`,
    gsi1sk: `${token}#${uuid}`,
  }),
  /** Records (notifications, damage events) the party is assigned to: `VLASTNIK#OZNAMENIE#<uuid>`. */
  poskodenyVlastnik: (uuid: string, vlastnik: string, vlastnikUuid: string) => ({ pk: `POSKODENY#${uuid}`, sk: `VLASTNIK#${vlastnik}#${vlastnikUuid}` }),
  /**
   * Person look-up of a party by e-mail or birth date (the data-protection officer's search): one item
   * per value in the party's collection, gsi1 `OSOBA_<KIND>#<value>`.
   */
  poskodenyOsoba: (uuid: string, kind: 'EMAIL' | 'NARODENIE', value: string) => ({
    pk: `POSKODENY#${uuid}`,
    sk: `OSOBA#${kind}#${value}`,
    gsi1pk: `OSOBA_${kind}#${value}`,
    gsi1sk: uuid,
  }),
  /** Commission members by normalised full name (gsi1 on the member's pointer item). */
  clenKomisieMeno: (menoNormalized: string, clenUuid: string) => ({ gsi1pk: `OSOBA_MENO#${menoNormalized}`, gsi1sk: clenUuid }),
  skodovaUdalost: (uuid: string) => ({ pk: `SKODOVA_UDALOST#${uuid}`, sk: 'SKODOVA_UDALOST' }),
  skodovaUdalostKod: (kod: string) => ({ gsi1pk: `SKODOVA_UDALOST_KOD#${kod}`, gsi1sk: 'SKODOVA_UDALOST' }),
  /** The compact list row of a damage event (ACCESS_PATTERNS E1) in the event's collection, with the gsi2 per-year keys below. */
  skodovaUdalostRow: (uuid: string) => ({ pk: `SKODOVA_UDALOST#${uuid}`, sk: 'LIST' }),
  /** Per-year listing of damage events by the year of datumVznikuSkody. */
  skodoveUdalostiList: (year: string, datum: string, uuid: string) => ({ gsi2pk: `SKODOVE_UDALOSTI#${year}`, gsi2sk: `${datum}#${uuid}` }),
  /** Change counter and row count of one year's event rows (ACCESS_PATTERNS E1a). */
  skodoveUdalostiRok: (year: string) => ({ pk: `SKODOVE_UDALOSTI_ROK#${year}`, sk: 'ZMENA' }),
  /**
   * The statistics row of a damage event (ACCESS_PATTERNS T1): one item per EVENT in its
   * collection holding the compact rows of its damaged items, with the gsi2 per-year keys below.
   */
  skodovaUdalostStatistika: (uuid: string) => ({ pk: `SKODOVA_UDALOST#${uuid}`, sk: 'STATISTIKA' }),
  /** Per-year listing of statistics rows by the year of the event's datumVznikuSkody. */
  statistikyList: (year: string, datum: string, uuid: string) => ({ gsi2pk: `STATISTIKY#${year}`, gsi2sk: `${datum}#${uuid}` }),
  /** Change counter of one year's statistics rows (ACCESS_PATTERNS T1a; its `n` counts events, not items). */
  statistikyRok: (year: string) => ({ pk: `STATISTIKY_ROK#${year}`, sk: 'ZMENA' }),
  /** Commission member → its event (DELETE …/clen-komisie/{id} names no event); written with the member. */
  clenKomisie: (uuid: string) => ({ pk: `CLEN_KOMISIE#${uuid}`, sk: 'CLEN_KOMISIE' }),
  /**
   * Damaged items of an event (ACCESS_PATTERNS D1): chunk records of up to 50 items in the
   * event's collection, numbered in order of creation (zero-padded so the collection sorts by it).
   */
  predmetySkodyChunk: (skodovaUdalostUuid: string, cislo: number) => ({ pk: `SKODOVA_UDALOST#${skodovaUdalostUuid}`, sk: `PREDMETY_SKODY#${String(cislo).padStart(4, '0')}` }),
  /** The breakdowns (vypocet) of the items of one chunk, by item uuid (ACCESS_PATTERNS D1a). */
  predmetySkodyVypocty: (skodovaUdalostUuid: string, cislo: number) => ({ pk: `SKODOVA_UDALOST#${skodovaUdalostUuid}`, sk: `VYPOCTY_PREDMETOV#${String(cislo).padStart(4, '0')}` }),
  /** Damaged item → its event (DELETE …/predmet-skody/{id} names no event; ACCESS_PATTERNS D3). */
  predmetSkody: (uuid: string) => ({ pk: `PREDMET_SKODY#${uuid}`, sk: 'PREDMET_SKODY' }),
  /** Damage events of a party (history); written by the damage-event module when it links a party. */
  poskodenySkodovaUdalost: (uuid: string, skodovaUdalostUuid: string) => ({ pk: `POSKODENY#${uuid}`, sk: `SKODOVA_UDALOST#${skodovaUdalostUuid}` }),
  /**
   * A case with a place in the repeat-attack index (ACCESS_PATTERNS G1): partition = geohash cell of
   * precision 4 (≈ 26 × 19.5 km in Slovakia), sorted by damage date, so the cells around a point and a
   * date window are a few Queries.
   */
  geoPripad: (cell: string, datum: string, typ: string, uuid: string) => ({ pk: `GEO#${cell}`, sk: `${datum}#${typ}#${uuid}` }),
  /** The repeat-attack mark of a case (G2): the list rows of a page read it by uuid. */
  opakovanyUtokZnacka: (uuid: string) => ({ pk: `OPAKOVANY_UTOK#${uuid}`, sk: 'ZNACKA' }),
  /** The e-mail of one cluster to one workplace on one day has been sent (G3, single use). */
  opakovanyUtokMail: (den: string, pracoviskoId: string, zhluk: string) => ({ pk: `OPAKOVANY_UTOK_MAIL#${den}`, sk: `${pracoviskoId}#${zhluk}` }),
  /** The administrator's repeat-attack parameters (G4). */
  opakovanyUtokNastavenie: () => ({ pk: 'NASTAVENIE#OPAKOVANY_UTOK', sk: 'NASTAVENIE' }),
  /** Pointer to the generation of imported historical records readers see (ACCESS_PATTERNS H1; functions/data/historia-repo.ts). */
  historiaAktualna: () => ({ pk: 'HISTORIA', sk: 'AKTUALNA' }),
  /** Marker of a generation whose rows may exist (written before its rows, deleted after them). */
  historiaGeneracia: (gen: string) => ({ pk: 'HISTORIA', sk: `GENERACIA#${gen}` }),
  /** One historical record: partition per generation and year of datumVznikuSkody, sorted by date. */
  historiaRow: (gen: string, year: string, datum: string, id: string) => ({ pk: `HISTORIA#${gen}#${year}`, sk: `${datum}#${id}` }),
};

/** Attributes that never leave the data layer. */
export function stripKeys<T extends Record<string, unknown>>(item: T): Omit<T, 'pk' | 'sk' | 'gsi1pk' | 'gsi1sk' | 'gsi2pk' | 'gsi2sk' | 'expiresAt' | 'entity'> {
  const { pk, sk, gsi1pk, gsi1sk, gsi2pk, gsi2sk, expiresAt, entity, ...rest } = item as Record<string, unknown>;
  return rest as never;
}
