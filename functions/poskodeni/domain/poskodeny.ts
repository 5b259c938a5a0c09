/** Injured-party operations (spec part 1 §3, §5, §7 'Injured parties'); each takes who acts. */
import type * as z from 'zod/mini';
import {
  HISTORIA_PAGE_SIZE,
  type HistoriaResponse,
  type HistoriaRow,
  POSKODENI_MSG,
  type PoskodeniListResponse,
  type PoskodenyDetail,
  type historiaQuery,
  type poskodenyBody,
  type poskodenyUpdateBody,
  SEARCH_RESULT_LIMIT,
} from '@shared/api/poskodeni';
import { searchTokens } from '@shared/domain/hladanie';
import { identitaPodlaTypu, poskodenyDisplayName } from '@shared/domain/poskodeny';
import { compareSk } from '@shared/format/collation';
import { type PoskodenyData, type PoskodenyItem, poskodenyRepo } from '../../data/poskodeny-repo';
import { resolveAdresa } from '../../common/adresa';
import { conflict, fieldError, notFound } from '../../lib/errors';
import type { Caller } from '../../http/http';
import { log } from '../../lib/log';
import { type Owner, type OwnerRead, owners } from './owners';

export const NOT_ASSIGNED = 'K záznamu nie je priradený žiadny poškodený.';
export const POSKODENY_NOT_FOUND = 'Poškodený neexistuje.';

const who = (caller: Caller | null) => caller?.pouzivatel?.login ?? 'neznámy';

export function toDetail(p: PoskodenyItem): PoskodenyDetail {
  return {
    uuid: p.uuid,
    typSubjektu: p.typSubjektu,
    displayName: poskodenyDisplayName(p),
    datumNarodenia: p.datumNarodenia,
    titulPredMenom: p.titulPredMenom,
    meno: p.meno,
    priezvisko: p.priezvisko,
    titulZaMenom: p.titulZaMenom,
    ico: p.ico,
    obchodneMeno: p.obchodneMeno,
    nazovPrevadzky: p.nazovPrevadzky,
    email: p.email,
    telefonneCislo: p.telefonneCislo,
    gdprSuhlas: p.gdprSuhlas,
    datumSuhlasu: p.datumSuhlasu,
    poznamka: p.poznamka,
    adresa: p.adresa ?? {},
    version: p.version,
    anonymizovaneDna: p.anonymizovane?.datum,
  };
}

/** Only the fields of the party's type are kept (a natural person has no IČO, a business no birth date). */
/** `current`: the party being edited – code-list items it already holds stay valid even if deactivated since. */
async function toData(body: z.output<typeof poskodenyBody>, current?: Pick<PoskodenyData, 'adresa'>): Promise<Omit<PoskodenyData, 'createdAt' | 'vytvoril'>> {
  const fo = body.typSubjektu === 'FO';
  return {
    ...identitaPodlaTypu(body),
    email: body.email,
    telefonneCislo: body.telefonneCislo,
    gdprSuhlas: fo ? body.gdprSuhlas : undefined,
    datumSuhlasu: fo && body.gdprSuhlas ? body.datumSuhlasu : undefined,
    poznamka: body.poznamka,
    adresa: await resolveAdresa(body.adresa, current?.adresa),
  };
}

const clean = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

export async function getOwnerPoskodeny(current: OwnerRead, ownerUuid: string): Promise<PoskodenyDetail> {
  const record = await current(ownerUuid);
  if (!record) throw notFound();
  if (!record.poskodenyId) throw notFound(NOT_ASSIGNED);
  const p = await poskodenyRepo.get(record.poskodenyId);
  if (!p) throw notFound(NOT_ASSIGNED);
  return toDetail(p);
}

/** Links items: the party's owner link, and removal of the previous party's link. */
const relink = (owner: Owner, ownerUuid: string, poskodenyUuid: string) => (current: { poskodenyId?: string }) => [
  poskodenyRepo.vlastnikPut(poskodenyUuid, owner.typ, ownerUuid),
  ...(current.poskodenyId && current.poskodenyId !== poskodenyUuid ? [poskodenyRepo.vlastnikDelete(current.poskodenyId, owner.typ, ownerUuid)] : []),
];

export async function assignPoskodeny(owner: Owner, ownerUuid: string, poskodenyUuid: string): Promise<void> {
  const p = await poskodenyRepo.get(poskodenyUuid);
  if (!p) throw fieldError('uuid', POSKODENY_NOT_FOUND);
  await owner.assign(ownerUuid, p.uuid, poskodenyDisplayName(p), relink(owner, ownerUuid, p.uuid));
}

/** Creates a party and assigns it to the owner in one transaction. */
export async function createAndAssign(owner: Owner, ownerUuid: string, body: z.output<typeof poskodenyBody>, caller: Caller | null): Promise<PoskodenyDetail> {
  if (!(await owner.current(ownerUuid))) throw notFound();
  const data = clean({ ...(await toData(body)), createdAt: new Date().toISOString(), vytvoril: who(caller) });
  const { item, items } = poskodenyRepo.newItems(data);
  await owner.assign(ownerUuid, item.uuid, poskodenyDisplayName(item), (current) => [...items, ...relink(owner, ownerUuid, item.uuid)(current)]);
  return toDetail(item);
}

export async function getPoskodeny(uuid: string): Promise<PoskodenyDetail> {
  const p = await poskodenyRepo.get(uuid);
  if (!p) throw notFound(POSKODENY_NOT_FOUND);
  return toDetail(p);
}

/** Edit (optimistic locking); the display name on the records the party is assigned to follows. */
export async function updatePoskodeny(uuid: string, body: z.output<typeof poskodenyUpdateBody>, caller: Caller | null): Promise<PoskodenyDetail> {
  const current = await poskodenyRepo.get(uuid);
  if (!current) throw notFound(POSKODENY_NOT_FOUND);
  if (body.typSubjektu !== current.typSubjektu) throw fieldError('typSubjektu', POSKODENI_MSG.typNemenny);
  if (body.version !== current.version) throw conflict();
  const data = clean({
    ...(await toData(body, current)),
    createdAt: current.createdAt,
    vytvoril: current.vytvoril,
    updatedAt: new Date().toISOString(),
    zmenil: who(caller),
  });
  const next = await poskodenyRepo.update(current, body.version, data);
  if (!next) throw (await poskodenyRepo.get(uuid)) ? conflict() : notFound(POSKODENY_NOT_FOUND);
  const name = poskodenyDisplayName(next);
  if (name !== poskodenyDisplayName(current)) await refreshOwnerNames(uuid, name);
  const renamed = next.obchodneMeno !== current.obchodneMeno && next.ico && next.ico === current.ico;
  if (body.aktualizovatOstatnePrevadzky && renamed) await renameOtherPremises(next, caller);
  return toDetail(next);
}

/** Writes a changed business name to the other premises of the same IČO (each version-checked; a concurrent edit wins). */
async function renameOtherPremises(source: PoskodenyItem, caller: Caller | null): Promise<void> {
  for (const other of await poskodenyRepo.listByIco(source.ico as string)) {
    if (other.uuid === source.uuid || other.typSubjektu === 'FO' || other.obchodneMeno === source.obchodneMeno) continue;
    const { uuid: _u, version, ...data } = other;
    const next = await poskodenyRepo.update(other, version, { ...data, obchodneMeno: source.obchodneMeno, updatedAt: new Date().toISOString(), zmenil: who(caller) });
    if (!next) {
      log.warn('premises not renamed: changed meanwhile', { uuid: other.uuid });
      continue;
    }
    await refreshOwnerNames(next.uuid, poskodenyDisplayName(next));
  }
}

/** Keeps the display name copied into the owners' list rows equal to the party's name. */
export async function refreshOwnerNames(uuid: string, name: string): Promise<void> {
  for (const link of await poskodenyRepo.listVlastnici(uuid)) {
    const owner = owners[link.vlastnik as keyof typeof owners];
    if (!owner) continue;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const record = await owner.current(link.uuid);
        if (record?.poskodenyId !== uuid) break;
        await owner.assign(link.uuid, uuid, name, () => []);
        break;
      } catch (err) {
        if (attempt === 2) log.error('injured party name not refreshed on owner', { uuid, owner: link.uuid, error: err });
      }
    }
  }
}

export async function searchPoskodeni(text: string): Promise<PoskodeniListResponse & { consumedRcu: number }> {
  const tokens = searchTokens(text);
  if (!tokens.some((t) => t.length >= 3)) throw fieldError('searchTokens', POSKODENI_MSG.searchMin);
  const { items, truncated, consumedRcu } = await poskodenyRepo.search(tokens, SEARCH_RESULT_LIMIT);
  const list = items.map(toDetail).sort((a, b) => compareSk(a.displayName, b.displayName));
  return { poskodenyList: list, truncated, consumedRcu };
}

export async function listPrevadzky(ico: string): Promise<PoskodeniListResponse> {
  const items = (await poskodenyRepo.listByIco(ico)).filter((p) => p.typSubjektu !== 'FO' && p.ico === ico);
  return { poskodenyList: items.map(toDetail).sort((a, b) => compareSk(a.displayName, b.displayName)), truncated: false };
}

/** History of damage events of a party: paged and sorted in memory (a party has tens of events at most). */
export async function historia(poskodenyUuid: string, q: z.output<typeof historiaQuery>): Promise<HistoriaResponse> {
  if (!(await poskodenyRepo.get(poskodenyUuid))) throw notFound(POSKODENY_NOT_FOUND);
  const rows = (await poskodenyRepo.listSkodoveUdalosti(poskodenyUuid)) as unknown as HistoriaRow[];
  const dir = q.sortDirection === 'ASC' ? 1 : -1;
  const key = q.sortBy;
  rows.sort((a, b) => dir * compareSk(String(a[key] ?? ''), String(b[key] ?? '')));
  const start = (q.page - 1) * HISTORIA_PAGE_SIZE;
  return { skodovaUdalostList: rows.slice(start, start + HISTORIA_PAGE_SIZE), number: q.page, size: HISTORIA_PAGE_SIZE, totalElements: rows.length };
}
