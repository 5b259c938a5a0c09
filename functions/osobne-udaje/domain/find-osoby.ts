/**
 * The data-protection officer's person search: injured parties by name (the party search's word
 * index), IČO, e-mail or birth date (the person look-up items); several criteria must all match.
 */
import type { OsobaRow, OsobyResponse, osobyQuery } from '@shared/api/osobne-udaje';
import type * as z from '@shared/api/zm';
import { searchTokens } from '@shared/domain/hladanie';
import { poskodenyDisplayName } from '@shared/domain/poskodeny';
import { type PoskodenyItem, poskodenyRepo } from '../../data/poskodeny-repo';

/** Most persons one search lists; a narrower criterion finds the rest. */
export const OSOBY_LIMIT = 50;

const row = (p: PoskodenyItem): OsobaRow => ({
  uuid: p.uuid,
  typSubjektu: p.typSubjektu,
  displayName: poskodenyDisplayName(p),
  datumNarodenia: p.datumNarodenia,
  ico: p.ico,
  email: p.email,
  obec: p.adresa?.obecName,
});

export async function findOsoby(q: z.output<typeof osobyQuery>): Promise<OsobyResponse> {
  const sources: Promise<{ items: PoskodenyItem[]; truncated: boolean }>[] = [];
  const all = (p: Promise<PoskodenyItem[]>) => p.then((items) => ({ items, truncated: false }));
  if (q.meno) sources.push(poskodenyRepo.search(searchTokens(q.meno), OSOBY_LIMIT));
  if (q.ico) sources.push(all(poskodenyRepo.listByIco(q.ico)));
  if (q.email) sources.push(all(poskodenyRepo.findByOsoba('EMAIL', q.email)));
  if (q.datumNarodenia) sources.push(all(poskodenyRepo.findByOsoba('NARODENIE', q.datumNarodenia)));
  const found = await Promise.all(sources);
  // every criterion must match: the parties of the first source that every other source found too
  const [first, ...rest] = found;
  const inAll = (first?.items ?? []).filter((p) => rest.every((r) => r.items.some((o) => o.uuid === p.uuid)));
  return { osoby: inAll.slice(0, OSOBY_LIMIT).map(row), truncated: inAll.length > OSOBY_LIMIT || found.some((f) => f.truncated) };
}
