import { type PouzivateliaPage, type PouzivatelSort, searchTokens } from '@shared/api/pouzivatelia';
import { NASTAVENIA_PAGE_SIZE, type SortDirection } from '@shared/api/organizacie';
import { compareSk, sortBySk } from '@shared/format/collation';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { type PouzivatelItem, pouzivatelRepo } from '../../data/pouzivatel-repo';
import { pageOf } from '../../common/paging';

/** Lower case without diacritics: 'Šimko' and 'simko' match. */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Every token must occur in the first name, surname or login (spec part 1 §7: tokens from the name). */
export function matchesTokens(u: Pick<PouzivatelItem, 'meno' | 'priezvisko' | 'login'>, tokens: readonly string[]): boolean {
  const hay = [u.meno, u.priezvisko, u.login].map(fold);
  return tokens.every((t) => hay.some((h) => h.includes(fold(t))));
}

const comparators: Record<PouzivatelSort, (a: PouzivatelItem, b: PouzivatelItem) => number> = {
  login: (a, b) => compareSk(a.login, b.login),
  meno: (a, b) => compareSk(a.meno, b.meno),
  priezvisko: (a, b) => compareSk(a.priezvisko, b.priezvisko),
  // ascending: AKTÍVNY before NEAKTÍVNY (the order of the labels)
  aktivny: (a, b) => Number(b.aktivny) - Number(a.aktivny),
};

/** The settings user list: filter, sort (Slovak collation, ties by login) and page in memory. */
export async function listPouzivatelia(q: {
  page: number;
  sortBy?: PouzivatelSort;
  sortDirection?: SortDirection;
  searchTokens?: string;
}): Promise<PouzivateliaPage> {
  const [users, orgs] = await Promise.all([pouzivatelRepo.listAll(), organizaciaRepo.listAll()]);
  const orgByUuid = new Map(orgs.map((o) => [o.uuid, o]));
  const tokens = searchTokens(q.searchTokens);
  const sortBy = q.sortBy ?? 'login';
  const dir = (q.sortDirection ?? 'ASC') === 'ASC' ? 1 : -1;
  const cmp = comparators[sortBy];
  const filtered = users
    .filter((u) => matchesTokens(u, tokens))
    .sort((a, b) => dir * cmp(a, b) || compareSk(a.login, b.login));
  const { items, ...page } = pageOf(filtered, q.page, NASTAVENIA_PAGE_SIZE);
  return {
    pouzivatelList: items.map((u) => ({
      uuid: u.uuid,
      login: u.login,
      meno: u.meno,
      priezvisko: u.priezvisko,
      email: u.email,
      aktivny: u.aktivny,
      organizacie: sortBySk(
        u.organizacieUuids.flatMap((id) => orgByUuid.get(id) ?? []),
        (o) => o.kod,
      ),
    })),
    ...page,
  };
}
