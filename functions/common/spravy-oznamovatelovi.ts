/**
 * E-mails to the reporter of a web notification at each step that concerns them (received, assigned
 * to a workplace, inspection date set or changed, investigation finished, decision issued). Each
 * carries the personal status link and the opt-out link; each sent message is recorded on the
 * reporter's item (staff see it on the notification). A reporter who opted out, or a notification
 * without a reporter's e-mail (entered by staff), gets nothing. Failures are logged, never fail the
 * staff action that caused them.
 */
import type { SpravaOznamovatelovi } from '@shared/api/stav-hlasenia';
import { formatDatumCasSk } from '@shared/format/dates';
import { organizaciaRepo } from '../data/organizacia-repo';
import { oznamenieRepo } from '../data/oznamenie-repo';
import { oznamovatelRepo } from '../data/oznamovatel-repo';
import { env } from '../lib/env';
import { log } from '../lib/log';
import { sendMail } from '../lib/mail';

/** The page the links open; the token travels in the fragment, which no server and no log sees. */
export const odkazNaStav = (token: string) => `${env().APP_ORIGIN}/stav-hlasenia/#odkaz=${token}`;
export const odkazNaOdhlasenie = (token: string) => `${env().APP_ORIGIN}/stav-hlasenia/odhlasenie/#odkaz=${token}`;

export interface SpravaDetail {
  pracovisko?: string;
  /** yyyy-MM-dd or yyyy-MM-ddTHH:mm. */
  terminSetrenia?: string;
  /** The confirmation's lines about the report itself. */
  uvod?: string[];
}

const VETY: Record<SpravaOznamovatelovi, (kod: string, d: SpravaDetail) => { subject: string; lines: string[] }> = {
  PRIJATE: (kod, d) => ({
    subject: `Oznámenie o škode ${kod} bolo prijaté`,
    lines: [
      `Štátna ochrana prírody Slovenskej republiky prijala vaše oznámenie o škode s číslom ${kod}.`,
      ...(d.uvod ?? []),
      '',
      'Územne príslušné pracovisko vás bude kontaktovať na uvedenom telefónnom čísle, aby dohodlo miestne šetrenie.',
      'Pri komunikácii uvádzajte číslo oznámenia.',
    ],
  }),
  PRIRADENE: (kod, d) => ({
    subject: `Hlásenie ${kod} rieši pracovisko ${d.pracovisko ?? ''}`.trim(),
    lines: [`vaše hlásenie o škode ${kod} bolo pridelené pracovisku ${d.pracovisko ?? 'Štátnej ochrany prírody SR'}.`, 'Pracovisko vás bude kontaktovať, aby s vami dohodlo termín miestneho šetrenia.'],
  }),
  TERMIN_SETRENIA: (kod, d) => ({
    subject: `Termín miestneho šetrenia k hláseniu ${kod}`,
    lines: [
      // staff record the date of the inspection when it is agreed or held (the form refuses a future one): words that fit both
      `pracovisko zaznamenalo termín miestneho šetrenia škody k vášmu hláseniu ${kod}: ${d.terminSetrenia ? formatDatumCasSk(d.terminSetrenia) : ''}.`,
      'Ak máte k termínu otázky, obráťte sa na pracovisko.',
    ],
  }),
  SETRENIE_UKONCENE: (kod) => ({
    subject: `Šetrenie škody k hláseniu ${kod} je ukončené`,
    lines: [`šetrenie škody k vášmu hláseniu ${kod} je ukončené.`, 'O náhradu škody môžete požiadať žiadosťou na okresnom úrade. Pracovisko vám povie, kde a dokedy ju podať.'],
  }),
  ROZHODNUTE: (kod) => ({
    subject: `O náhrade škody k hláseniu ${kod} bolo rozhodnuté`,
    lines: [`o náhrade škody k vášmu hláseniu ${kod} bolo rozhodnuté.`, 'Rozhodnutie vám doručí okresný úrad.'],
  }),
};

/** Subject and text of one message (the links and the footer included). */
export function spravaOznamovatelovi(typ: SpravaOznamovatelovi, kod: string, token: string | undefined, detail: SpravaDetail = {}): { subject: string; text: string } {
  const { subject, lines } = VETY[typ](kod, detail);
  return {
    subject,
    text: [
      'Dobrý deň,',
      '',
      ...lines,
      '',
      ...(token
        ? [
            `Stav hlásenia si môžete kedykoľvek pozrieť tu: ${odkazNaStav(token)}`,
            'Odkaz je určený len vám, neposielajte ho ďalej.',
            '',
            `Ak si neželáte dostávať správy o tomto hlásení, odhláste ich tu: ${odkazNaOdhlasenie(token)}`,
          ]
        : [`Stav hlásenia zistíte na stránke ${env().APP_ORIGIN}/stav-hlasenia/ podľa kódu hlásenia a e-mailu.`]),
      '',
      'Táto správa bola odoslaná automaticky, neodpovedajte na ňu.',
    ].join('\n'),
  };
}

/** Sends one message to a known address and records it on the reporter (when there is one). Never throws. */
export async function poslatSpravu(o: { uuid: string; kod: string }, to: string, token: string | undefined, typ: SpravaOznamovatelovi, detail: SpravaDetail = {}): Promise<void> {
  try {
    const { subject, text } = spravaOznamovatelovi(typ, o.kod, token, detail);
    await sendMail({ to, subject, text });
    if (token) await oznamovatelRepo.zapisatSpravu(o.uuid, { typ, predmet: subject, odoslane: new Date().toISOString() });
  } catch (err) {
    log.error('reporter mail failed', { kod: o.kod, typ, error: err });
  }
}

/** Tells the reporter of notification `oznamenieUuid` about a step, unless they opted out or left no e-mail. Never throws. */
export async function informovatOznamovatela(
  oznamenieUuid: string | undefined,
  typ: Exclude<SpravaOznamovatelovi, 'PRIJATE'>,
  detail: { pracoviskoId?: string; terminSetrenia?: string } = {},
): Promise<void> {
  if (!oznamenieUuid) return;
  try {
    const [reporter, o, web] = await Promise.all([oznamovatelRepo.get(oznamenieUuid), oznamenieRepo.get(oznamenieUuid), oznamenieRepo.getWebData(oznamenieUuid)]);
    const email = typeof web?.poskodeny.email === 'string' ? web.poskodeny.email.trim() : '';
    if (!reporter || reporter.odhlasene || !o || !email) return;
    const pracovisko = detail.pracoviskoId ? (await organizaciaRepo.get(detail.pracoviskoId))?.nazov : undefined;
    await poslatSpravu(o, email, reporter.token, typ, { pracovisko, terminSetrenia: detail.terminSetrenia });
  } catch (err) {
    log.error('reporter mail failed', { oznamenie: oznamenieUuid, typ, error: err });
  }
}
