/**
 * 'Ukončiť šetrenie', 'Žiadosť prijatá', 'Rozhodnutie vydané' (spec part 2 §4 table): the event moves
 * from the transition's state to the next one, only from that state (else 400 naming the state);
 * 'Ukončiť šetrenie' also moves the linked notification V_RIESENI → SETRENIE_UKONCENE (spec part 1
 * §3/§4) in the same transaction.
 */
import { SKODOVA_UDALOST_PRECHODY } from '@shared/domain/skodova-udalost';
import { informovatOznamovatela } from '../../common/spravy-oznamovatelovi';
import { oznamenieRepo } from '../../data/oznamenie-repo';
import type { SkodovaUdalostItem } from '../../data/skodova-udalost-repo';
import type { TransactItem } from '../../data/transaction';
import { conflict } from '../../lib/errors';
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti-texts';
import { changeSkodovaUdalost, nowIso } from '../aggregate/change';

export type JednoduchyPrechod = 'ukoncitSetrenie' | 'ziadostPrijata' | 'rozhodnuta';

export async function changeStav({ uuid, prechod }: { uuid: string; prechod: JednoduchyPrechod }): Promise<SkodovaUdalostItem> {
  const { z, na } = SKODOVA_UDALOST_PRECHODY[prechod];
  const saved = await changeSkodovaUdalost(uuid, {
    stavy: [z],
    async apply(e) {
      const extra: TransactItem[] = [];
      if (prechod === 'ukoncitSetrenie' && e.oznamenieId) {
        const o = await oznamenieRepo.get(e.oznamenieId);
        if (o?.skodovaUdalostId === e.uuid && o.stav === 'V_RIESENI') extra.push(...oznamenieRepo.stateChangeItems(o, { ...o, stav: 'SETRENIE_UKONCENE' }));
      }
      // the notification changed between its read and the write: nothing written, the person tries again
      return { next: { ...e, stav: na, stavOd: nowIso() }, extra, onExtra: () => conflict(SKODOVA_UDALOST_MSG.oznamenieZmenene) };
    },
  });
  // the reporter hears of the steps that concern them: the investigation's end and the decision
  if (prechod === 'ukoncitSetrenie') await informovatOznamovatela(saved.oznamenieId, 'SETRENIE_UKONCENE');
  if (prechod === 'rozhodnuta') await informovatOznamovatela(saved.oznamenieId, 'ROZHODNUTE');
  return saved;
}
