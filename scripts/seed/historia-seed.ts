/**
 * Local mode: the demonstration historical dataset (scripts/seed/data/historia-demo.ts), written only
 * when no historical data exists yet (a real import is never overwritten).
 */
import { historiaRepo } from '../../functions/data/historia-repo';
import type { HistoriaZaznam } from '../../functions/data/historia-repo';
import { zapisat } from '../../functions/historicke-udaje/domain/import-historia';
import { ciselnikRepo } from '../../functions/data/ciselnik-repo';
import { historiaDemo } from './data/historia-demo';

export async function seedHistoria(): Promise<number> {
  if (await historiaRepo.aktualna()) return 0;
  const typy = ['POVODCA_SKODY_HIST', 'PREDMET_SKODY_HIST', 'KATASTRALNE_UZEMIE_HIST', 'OKRES_HIST', 'POLOVNY_REVIR_HIST'] as const;
  const uuids = await ciselnikRepo.uuidsByKod(typy);
  const used = new Map<string, string>();
  const ref = (typ: (typeof typy)[number], kod: string | undefined) => {
    if (!kod) return undefined;
    const uuid = uuids.get(`${typ}#${kod}`);
    if (!uuid) throw new Error(`Seed historia: ${typ} ${kod} is not seeded`);
    used.set(uuid, typ);
    return uuid;
  };
  const zaznamy: HistoriaZaznam[] = historiaDemo().map((d) => ({
    id: d.id,
    datum: d.datum,
    poskodeny: d.poskodeny,
    povodcaSkody: ref('POVODCA_SKODY_HIST', d.povodcaKod),
    predmetSkody: ref('PREDMET_SKODY_HIST', d.predmetKod),
    katastralneUzemie: ref('KATASTRALNE_UZEMIE_HIST', d.kuKod),
    okres: ref('OKRES_HIST', d.okresKod),
    polovnyRevir: ref('POLOVNY_REVIR_HIST', d.revirKod),
    centy: d.centy,
  }));
  const { written } = await zapisat(zaznamy, [...used].map(([uuid, type]) => ({ uuid, type })));
  return written;
}
