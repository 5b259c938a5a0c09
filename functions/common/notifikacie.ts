/**
 * E-mails to the staff of a workplace: active members of the organisation who switched the given
 * notification flag on in their profile (spec part 1 §3 User: notifikaciaNoveOznamenie,
 * notifikaciaNovaSkodovaUdalost). Failures are logged, never fail the action that caused them.
 */
import { organizaciaRepo } from '../data/organizacia-repo';
import { pouzivatelRepo } from '../data/pouzivatel-repo';
import { log } from '../lib/log';
import { sendMail } from '../lib/mail';

export type NotifikaciaFlag = 'notifikaciaNoveOznamenie' | 'notifikaciaNovaSkodovaUdalost';

/** Sends one message per recipient; `message` builds subject and text from the workplace name. Returns the number of recipients. */
export async function mailPracovisku(
  pracoviskoId: string | undefined,
  flag: NotifikaciaFlag,
  context: string,
  message: (pracoviskoNazov: string) => { subject: string; text: string },
): Promise<number> {
  if (!pracoviskoId) return 0;
  try {
    const [users, [pracovisko]] = await Promise.all([pouzivatelRepo.listAll(), organizaciaRepo.getMany([pracoviskoId])]);
    const to = users.filter((u) => u.aktivny && u[flag] && u.email && u.organizacieUuids.includes(pracoviskoId));
    const { subject, text } = message(pracovisko?.nazov ?? '');
    for (const u of to) {
      await sendMail({ to: u.email as string, subject, text }).catch((err) => log.error('staff mail failed', { context, error: err }));
    }
    return to.length;
  } catch (err) {
    log.error('staff mail recipients failed', { context, error: err });
    return 0;
  }
}

export const PATICKA = 'Táto správa bola odoslaná automaticky z Evidencie škôd.';
