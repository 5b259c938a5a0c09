/** Damage events set up through the staff API the way the event screens save them (statistics specs). */
import type { APIRequestContext } from '@playwright/test';
import { IS, ok } from './skodove-udalosti-helpers';

/** Moves an event to `date` (damage and report) the way the event form saves it. */
export async function datum(api: APIRequestContext, uuid: string, date: string): Promise<string> {
  const e = await ok<{ version: number; uzemnePrislusnaSop: { uuid: string } | null }>(await api.get(`${IS}/skodove-udalosti/${uuid}`), 'event');
  await ok(
    await api.put(`${IS}/skodove-udalosti/${uuid}`, {
      data: { datumOznamenia: date, datumACasVznikuSkody: date, typSkody: 'DOMESTIKOVANY_ZIVOCICH', uzemnePrislusnaSopId: e.uzemnePrislusnaSop?.uuid ?? null, version: e.version },
    }),
    'event date',
  );
  return e.uzemnePrislusnaSop?.uuid as string;
}

export async function poskodeny(api: APIRequestContext, uuid: string, body: Record<string, unknown>) {
  await ok(await api.post(`${IS}/skodove-udalosti/${uuid}/vytvorit-poskodeneho`, { data: { email: 'grafy@example.sk', adresa: {}, ...body } }), 'injured party');
}

export async function povodca(api: APIRequestContext, uuid: string, povodcaSkody: string) {
  const { version } = await ok<{ version: number }>(await api.get(`${IS}/skodove-udalosti/${uuid}/zaverecne-stanovisko`), 'statement');
  await ok(await api.put(`${IS}/skodove-udalosti/${uuid}/zaverecne-stanovisko`, { data: { povodcaSkody, version } }), 'pôvodca');
}

export async function predmet(api: APIRequestContext, uuid: string, slug: string, atributy: Record<string, string>, ku: string, okres: string, gps: [string, string]) {
  await ok(
    await api.post(`${IS}/skodove-udalosti/${uuid}/predmet-skody/${slug}/novy-predmet-skody`, {
      data: {
        atributy: Object.entries(atributy).map(([name, value]) => ({ name, value })),
        miestoSkody: { katastralneUzemie: ku, okres, lokalitaGpsSirka: gps[0], lokalitaGpsDlzka: gps[1] },
      },
    }),
    `item ${slug}`,
  );
}
