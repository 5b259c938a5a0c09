/** The statistics table: one page of the filter's rows, sorted (spec part 1 §3 'Statistics row', §7 'Statistics'). */
import { STATISTIKY_PAGE_SIZE, type StatistikyFilter, type StatistikyListQuery, type StatistikyPage } from '@shared/api/statistiky';
import { pageRows } from '../../common/year-list';
import { request, riadokPopisy, sortOf, toRow } from './riadky';

export async function listStatistiky(f: StatistikyFilter, q: StatistikyListQuery): Promise<StatistikyPage> {
  const [sort, popisy] = await Promise.all([sortOf(q.sortBy, q.sortDirection), riadokPopisy()]);
  const { rows, total } = await pageRows(request(f, sort), q.page, STATISTIKY_PAGE_SIZE);
  return { statistics: rows.map((r) => toRow(r, popisy)), number: q.page, size: STATISTIKY_PAGE_SIZE, totalElements: total };
}
