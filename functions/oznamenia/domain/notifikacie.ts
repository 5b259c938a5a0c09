/**
 * E-mails to staff (issue #4 item 8): active users with `notifikaciaNoveOznamenie` who are members
 * of the notification's workplace get a message when a notification is assigned to that workplace
 * (assign, change of assignment). `notifyPracovisko` is also what the wizard's submit can call for a
 * new web notification. Failures are logged, never fail the staff action.
 */
import { OZNAMENIE_STAV_LABELS, TYP_SKODY_LABELS } from '../../../shared/domain/oznamenie';
import { formatDateSk } from '../../../shared/format/dates';
import type { OznamenieItem } from '../../data/oznamenie-repo';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { pouzivatelRepo } from '../../data/pouzivatel-repo';
import { env } from '../../lib/env';
import { log } from '../../lib/log';
import { sendMail } from '../../lib/mail';

export async function notifyPracovisko(o: OznamenieItem, dovod: 'nove' | 'priradene'): Promise<number> {
  if (!o.uzemnePrislusnePracoviskoId) return 0;
  try {
    const [users, [pracovisko]] = await Promise.all([pouzivatelRepo.listAll(), organizaciaRepo.getMany([o.uzemnePrislusnePracoviskoId])]);
    const to = users.filter((u) => u.aktivny && u.notifikaciaNoveOznamenie && u.email && u.organizacieUuids.includes(o.uzemnePrislusnePracoviskoId as string));
    const link = `${env().APP_ORIGIN}/is/oznamenia/${o.uuid}`;
    for (const u of to) {
      await sendMail({
        to: u.email as string,
        subject: dovod === 'nove' ? `Nové oznámenie o škode ${o.kod}` : `Oznámenie ${o.kod} bolo priradené vášmu pracovisku`,
        text: [
          'Dobrý deň,',
          '',
          dovod === 'nove'
            ? `pracovisku ${pracovisko?.nazov ?? ''} prišlo nové oznámenie o škode ${o.kod} z webu.`
            : `oznámenie o škode ${o.kod} bolo priradené pracovisku ${pracovisko?.nazov ?? ''}.`,
          `Dátum oznámenia: ${formatDateSk(o.datumOznamenia)}, dátum vzniku škody: ${formatDateSk(o.datumVznikuSkody)}, druh škody: ${TYP_SKODY_LABELS[o.typSkody]}, stav: ${OZNAMENIE_STAV_LABELS[o.stav]}.`,
          '',
          `Oznámenie: ${link}`,
          '',
          'Táto správa bola odoslaná automaticky z Evidencie škôd.',
        ].join('\n'),
      }).catch((err) => log.error('notification mail failed', { kod: o.kod, error: String(err) }));
    }
    return to.length;
  } catch (err) {
    log.error('notification mail recipients failed', { kod: o.kod, error: String(err) });
    return 0;
  }
}
