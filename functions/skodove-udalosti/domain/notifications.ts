/** E-mail to the staff of the event's workplace who want to hear of new damage events (`notifikaciaNovaSkodovaUdalost`). */
import { TYP_SKODY_LABELS } from '@shared/domain/oznamenie';
import { formatDateSk } from '@shared/format/dates';
import type { SkodovaUdalostItem } from '../../data/skodova-udalost-repo';
import { mailPracovisku, PATICKA } from '../../common/notifikacie';
import { env } from '../../lib/env';

export function notifyNovaSkodovaUdalost(e: SkodovaUdalostItem): Promise<number> {
  return mailPracovisku(e.uzemnePrislusnaSopId, 'notifikaciaNovaSkodovaUdalost', e.kod, (pracovisko) => ({
    subject: `Nová škodová udalosť ${e.kod}`,
    text: [
      'Dobrý deň,',
      '',
      `na pracovisku ${pracovisko} bola vytvorená nová škodová udalosť ${e.kod}${e.oznamenieKod ? ` z oznámenia ${e.oznamenieKod}` : ''}.`,
      `Dátum vzniku škody: ${formatDateSk(e.datumVznikuSkody)}, druh škody: ${e.typSkody ? TYP_SKODY_LABELS[e.typSkody] : '-'}${e.poskodenyMeno ? `, poškodený: ${e.poskodenyMeno}` : ''}.`,
      '',
      `Škodová udalosť: ${env().APP_ORIGIN}/is/skodove-udalosti/${e.uuid}`,
      '',
      PATICKA,
    ].join('\n'),
  }));
}
