import { useQuery } from '@tanstack/react-query';
import type { PredmetSkodyPole } from '@shared/domain/predmet-skody-polia';
import { aktivneCiselnikyQuery } from '@web/lib/ciselniky';

/** The code lists a case's inputs use: their items for the selects and the labels of stored values. */
export function useCiselnikyPripadu(polia: readonly PredmetSkodyPole[]) {
  const typy = [...new Set(polia.flatMap((p) => (p.kind === 'ciselnik' ? [p.typ] : [])))];
  const { data } = useQuery({ ...aktivneCiselnikyQuery(typy), enabled: typy.length > 0 });
  const values = (typ: string) => data?.find((c) => c.type === typ)?.values ?? [];
  const label = (uuid: string) => data?.flatMap((c) => c.values).find((v) => v.uuid === uuid)?.label;
  return { values, label };
}
