/**
 * …/predmet-skody/{slug}/{predmetSkodyUuid} (spec part 2 §2, §4, §5): the item's form with its category
 * fixed; values other than the manual amount locked outside ROZPRACOVANA, V_SETRENI, VYSETRENA and
 * PRIJATA_ZIADOST; save with the item's version → the list with 'Údaje boli úspešne uložené.'. Below
 * it the calculation step by step ('Výpočet').
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { PREDMET_SKODY_MSG } from '@shared/api/predmet-skody';
import { PREDMET_SKODY_LABELS } from '@shared/domain/predmet-skody';
import { PREDMET_SKODY_POLIA } from '@shared/domain/predmet-skody-polia';
import { SKODOVA_UDALOST_STAV_LABELS, skodovaUdalostMoze } from '@shared/domain/skodova-udalost';
import { showSuccess } from '@web/lib/status-messages';
import { SkodovaUdalostHeader, skodovaUdalostQuery } from '../skodove-udalosti';
import { predmetSkodyQuery, useUlozitPredmetSkody } from './predmet-skody-api';
import { PredmetSkodyForm } from './predmet-skody-form';
import { PREDMET_SKODY_TEXTS } from './predmet-skody-texts';
import { VypocetPanel } from './vypocet-panel';
import './predmet-skody.css';

export function PredmetSkodyDetailPage({ uuid, slug, predmetSkodyUuid }: { uuid: string; slug: string; predmetSkodyUuid: string }) {
  const ulozit = useUlozitPredmetSkody(uuid, slug, predmetSkodyUuid);
  const navigate = useNavigate();
  const { data: su } = useSuspenseQuery(skodovaUdalostQuery(uuid));
  const { data: d } = useSuspenseQuery(predmetSkodyQuery(uuid, slug, predmetSkodyUuid));
  const hodnoty = Object.fromEntries(d.atributy.map((a) => [a.name, a.value]));
  const secondary = hodnoty.secondaryCategory;
  const sekundarnyLabel = secondary
    ? (() => {
        const p = PREDMET_SKODY_POLIA[d.predmetSkodyKategoria].find((f) => f.name === 'secondaryCategory');
        return p?.kind === 'enum' ? p.values[secondary] : undefined;
      })()
    : undefined;
  const lenManualnaSuma = !skodovaUdalostMoze('predmetySkody', d.skodovaUdalostStav);
  const drzaneLabels = Object.fromEntries(d.vypocet.vstupy.map((v) => [v.name, v.hodnota]));
  return (
    <>
      <SkodovaUdalostHeader su={{ ...su, stav: d.skodovaUdalostStav }} active="predmet-skody" />
      <Link className="govuk-back-link" to="/is/skodove-udalosti/$uuid/predmet-skody" params={{ uuid }}>
        {PREDMET_SKODY_TEXTS.spat}
      </Link>
      <h2 className="govuk-heading-m">
        {PREDMET_SKODY_TEXTS.detail}: {PREDMET_SKODY_LABELS[d.predmetSkodyKategoria]}
        {sekundarnyLabel ? ` – ${sekundarnyLabel}` : ''}
      </h2>
      {lenManualnaSuma && <p className="govuk-inset-text">{PREDMET_SKODY_TEXTS.uzamknute(SKODOVA_UDALOST_STAV_LABELS[d.skodovaUdalostStav])}</p>}
      <PredmetSkodyForm
        key={d.version}
        kategoria={d.predmetSkodyKategoria}
        secondaryCategory={secondary}
        hodnoty={hodnoty}
        miesto={d.miestoSkody}
        lenManualnaSuma={lenManualnaSuma}
        drzaneLabels={drzaneLabels}
        backTo={{ uuid }}
        send={async (body) => {
          await ulozit.mutateAsync({ ...body, version: d.version });
          showSuccess(PREDMET_SKODY_MSG.ulozene, { afterNavigation: true });
          await navigate({ to: '/is/skodove-udalosti/$uuid/predmet-skody', params: { uuid } });
        }}
      />
      <VypocetPanel vypocet={d.vypocet} />
    </>
  );
}
