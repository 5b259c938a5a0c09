/**
 * E-mails to staff: active users with `notifikaciaNoveOznamenie` who are members
 * of the notification's workplace get a message when a notification is assigned to that workplace
 * (assign, change of assignment) and when a web notification arrives.
 */
import { OZNAMENIE_STAV_LABELS, TYP_SKODY_LABELS } from '@shared/domain/oznamenie';
import { formatDateSk } from '@shared/format/dates';
import type { OznamenieItem } from '../../data/oznamenie-repo';
import { mailPracovisku, PATICKA } from '../../common/notifikacie';
import { env } from '../../lib/env';

export function notifyPracovisko(o: OznamenieItem, dovod: 'nove' | 'priradene'): Promise<number> {
  return mailPracovisku(o.uzemnePrislusnePracoviskoId, 'notifikaciaNoveOznamenie', o.kod, (pracovisko) => ({
    subject: dovod === 'nove' ? `Nové oznámenie o škode ${o.kod}` : `Oznámenie ${o.kod} bolo priradené vášmu pracovisku`,
    text: [
      'Dobrý deň,',
      '',
      dovod === 'nove' ? `pracovisku ${pracovisko} prišlo nové oznámenie o škode ${o.kod} z webu.` : `oznámenie o škode ${o.kod} bolo priradené pracovisku ${pracovisko}.`,
      `Dátum oznámenia: ${formatDateSk(o.datumOznamenia)}, dátum vzniku škody: ${formatDateSk(o.datumVznikuSkody)}, druh škody: ${o.typSkody ? TYP_SKODY_LABELS[o.typSkody] : '-'}, stav: ${OZNAMENIE_STAV_LABELS[o.stav]}.`,
      '',
      `Oznámenie: ${env().APP_ORIGIN}/is/oznamenia/${o.uuid}`,
      '',
      PATICKA,
    ].join('\n'),
  }));
}
