/**
 * Label–value descriptions in Slovak of an event's measures, final statement and proceedings (for
 * the PDF export): `await opisCastiUdalosti({ e })`, or the pure functions on API-shaped data.
 */
import { opisKonania, opisZaverecnehoStanoviska } from '@shared/api/konanie';
import { type Opis, opisOpatreni, opisOpatrenia } from '@shared/api/opatrenia';
import type { SkodovaUdalostItem } from '../../data/skodova-udalost-repo';
import { zaverecneStanoviskoDetail } from '../konanie/domain/get-zaverecne-stanovisko';
import { opatreniaDetail } from '../opatrenia/domain/get-opatrenia';

export { type Opis, opisKonania, opisOpatreni, opisOpatrenia, opisZaverecnehoStanoviska };

/**
 * Everything the event's PDF shows of these parts, code-list values as labels:
 * - opatrenia.otazky: the two questions with their descriptions;
 * - opatrenia.druhy: per kind that has measures, its Slovak name and each measure's fields;
 * - zaverecneStanovisko, konanie: label–value pairs ('' where not filled).
 */
export async function opisCastiUdalosti({ e }: { e: SkodovaUdalostItem }): Promise<{
  opatrenia: ReturnType<typeof opisOpatreni>;
  zaverecneStanovisko: Opis[];
  konanie: Opis[];
}> {
  const [opatrenia, stanovisko] = await Promise.all([opatreniaDetail({ e }), zaverecneStanoviskoDetail({ e })]);
  return { opatrenia: opisOpatreni(opatrenia), zaverecneStanovisko: opisZaverecnehoStanoviska(stanovisko), konanie: opisKonania(e.konanie ?? {}) };
}
