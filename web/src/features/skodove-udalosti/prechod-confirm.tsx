/**
 * The confirmation of a state change of the event: the new state, what it locks for good (from the
 * same rules the server enforces) and, for 'Ukončiť šetrenie', what the investigation still lacks –
 * going on despite that needs a tick, not just one more click.
 */
import { ZAVERECNE_STANOVISKO_LABELS } from '@shared/api/konanie';
import type { SkodovaUdalostDetail } from '@shared/api/skodove-udalosti';
import {
  type ChybajucaCastSetrenia,
  SKODOVA_UDALOST_PRECHODY,
  SKODOVA_UDALOST_STAV_LABELS,
  type SkodovaUdalostPole,
  type SkodovaUdalostPrechod,
  zamknutePoPrechode,
} from '@shared/domain/skodova-udalost';
import type { ConfirmRequest } from '@web/components/confirm-dialog';
import type { StavAkcia } from './skodove-udalosti-api';
import { SKODOVA_UDALOST_DETAIL_TEXTS as T } from './skodova-udalost-detail-texts';

const PRECHOD: Record<StavAkcia, SkodovaUdalostPrechod> = {
  zacatSetrenie: 'zacatSetrenie',
  ukoncitSetrenie: 'ukoncitSetrenie',
  ziadostPrijata: 'ziadostPrijata',
  rozhodnutieVydane: 'rozhodnuta',
};

const POLE_LABEL: Record<SkodovaUdalostPole, string> = {
  datumOznamenia: T.datumOznamenia,
  datumACasVznikuSkody: T.datumACasVznikuSkody,
  typSkody: T.typSkody,
  miestneSetreniePopis: T.miestneSetreniePopis,
  datumACasSetrenia: T.datumACasSetrenia,
  popisSkody: T.popisSkody,
  spisovaZnackaSop: T.spisovaZnackaSop,
  spisovaZnackaOu: T.spisovaZnackaOu,
  uzemnePrislusnaSopId: T.sop,
  uzemnePrislusnyOuId: T.ou,
  komisia: T.komisiaPole,
};

const chybaText = (c: ChybajucaCastSetrenia) =>
  c.cast === 'zaverecneStanovisko' ? T.chyba.zaverecneStanovisko(c.polia.map((p) => ZAVERECNE_STANOVISKO_LABELS[p]).join(', ')) : T.chyba[c.cast];

/** `chyba`: what the investigation lacks (only for 'Ukončiť šetrenie'); none → no tick asked. */
export function prechodConfirm(akcia: StavAkcia, su: SkodovaUdalostDetail, chyba: ChybajucaCastSetrenia[] = []): ConfirmRequest {
  const prechod = PRECHOD[akcia];
  const { z, na } = SKODOVA_UDALOST_PRECHODY[prechod];
  const { polia, akcie } = zamknutePoPrechode(prechod);
  const zamknute = [...polia.map((p) => POLE_LABEL[p]), ...akcie.map((a) => (T.zamknutaAkcia as Partial<Record<string, string>>)[a] ?? a)];
  return {
    heading: T.prechodOtazka[akcia],
    tone: 'primary',
    details: (
      <>
        <p className="govuk-body">{T.prechodStav(SKODOVA_UDALOST_STAV_LABELS[z], SKODOVA_UDALOST_STAV_LABELS[na])}</p>
        {akcia === 'zacatSetrenie' && !su.oznamenieId && <p className="govuk-body">{T.vytvoriSaOznamenie}</p>}
        {zamknute.length > 0 && (
          <>
            <p className="govuk-body govuk-!-margin-bottom-1">{T.zamkneSa}</p>
            <ul className="govuk-list govuk-list--bullet">
              {zamknute.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </>
        )}
        {chyba.length > 0 && (
          <div className="govuk-warning-text govuk-!-margin-bottom-2">
            <span className="govuk-warning-text__icon" aria-hidden="true">
              !
            </span>
            <div className="govuk-warning-text__text">
              <strong>{T.chybaNadpis}</strong>
              <ul className="govuk-list govuk-list--bullet govuk-!-margin-top-1 govuk-!-margin-bottom-0">
                {chyba.map((c) => (
                  <li key={c.cast}>{chybaText(c)}</li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </>
    ),
    ...(chyba.length ? { acknowledge: { label: T.chybaRozumiem, error: T.chybaRozumiemChyba } } : {}),
  };
}
