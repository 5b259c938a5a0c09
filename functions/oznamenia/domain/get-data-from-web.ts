/** GET /data-from-web/{id}: what the reporter sent, unchanged by staff edits (spec part 1 §3 'Data from web shown to staff'). */
import { oznamenieRepo } from '../../data/oznamenie-repo';
import { notFound } from '../../lib/errors';
import { loadOznamenie } from './oznamenie-write';

export async function getDataFromWeb(uuid: string) {
  const o = await loadOznamenie(uuid);
  const data = o.isFromWeb ? await oznamenieRepo.getWebData(uuid) : null;
  if (!data) throw notFound('Oznámenie nepochádza z webu.');
  return data;
}
