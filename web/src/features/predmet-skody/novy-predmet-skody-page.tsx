/**
 * …/predmet-skody/novy-predmet-skody (spec part 2 §2, §5): 'Predmet škody' (14 categories); sheep, goats
 * and cattle choose their 'Kategória' before the form appears; the form starts with the defaults of a
 * new item and the event's place: its GPS point, municipality, district, region and cadastral area. Save → the list with 'Údaje boli úspešne uložené.'.
 * An event whose state does not allow new items (ROZHODNUTA) shows the blocked page instead.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PREDMET_SKODY_MSG } from '@shared/api/predmet-skody';
import {
  isPredmetSkodyKategoria,
  PREDMET_SKODY_KATEGORIE,
  PREDMET_SKODY_LABELS,
  type PredmetSkodyKategoria,
  predmetSkodyRouteSlug,
} from '@shared/domain/predmet-skody';
import { maSecondaryCategory, PREDMET_SKODY_POLIA, predvoleneHodnoty } from '@shared/domain/predmet-skody-polia';
import { SKODOVA_UDALOST_STAV_LABELS, skodovaUdalostMoze } from '@shared/domain/skodova-udalost';
import { compareSk } from '@shared/format/collation';
import { Select } from '@web/components/form/select';
import { showSuccess } from '@web/lib/status-messages';
import { SkodovaUdalostHeader, skodovaUdalostQuery } from '../skodove-udalosti';
import { lokalitaQuery, useVytvoritPredmetSkody } from './predmet-skody-api';
import { PredmetSkodyForm } from './predmet-skody-form';
import { PREDMET_SKODY_TEXTS } from './predmet-skody-texts';
import './predmet-skody.css';

const KATEGORIE = [...PREDMET_SKODY_KATEGORIE].sort((a, b) => compareSk(PREDMET_SKODY_LABELS[a], PREDMET_SKODY_LABELS[b]));

const secondaryValues = (k: PredmetSkodyKategoria) => {
  const p = PREDMET_SKODY_POLIA[k].find((f) => f.name === 'secondaryCategory');
  return p?.kind === 'enum' ? Object.entries(p.values).map(([value, label]) => ({ value, label })) : [];
};

export function NovyPredmetSkodyPage({ uuid }: { uuid: string }) {
  const { data: su } = useSuspenseQuery(skodovaUdalostQuery(uuid));
  const [kategoria, setKategoria] = useState<PredmetSkodyKategoria | ''>('');
  const [secondary, setSecondary] = useState('');
  const moze = skodovaUdalostMoze('predmetySkody', su.stav);
  const formReady = kategoria !== '' && (!maSecondaryCategory(kategoria) || secondary !== '');
  return (
    <>
      <SkodovaUdalostHeader su={su} active="predmet-skody" />
      <Link className="govuk-back-link" to="/is/skodove-udalosti/$uuid/predmet-skody" params={{ uuid }}>
        {PREDMET_SKODY_TEXTS.spat}
      </Link>
      <h2 className="govuk-heading-m">{PREDMET_SKODY_MSG.novy}</h2>
      {!moze ? (
        <div className="govuk-inset-text" data-testid="blokovane">
          {PREDMET_SKODY_TEXTS.blokovane(SKODOVA_UDALOST_STAV_LABELS[su.stav])}
        </div>
      ) : (
        <>
          <div className="govuk-grid-row">
            <div className="govuk-grid-column-one-half">
              <Select
                id="predmetSkodyKategoria"
                label={PREDMET_SKODY_TEXTS.predmetSkody}
                value={kategoria}
                onChange={(v) => {
                  setKategoria(isPredmetSkodyKategoria(v) ? v : '');
                  setSecondary('');
                }}
                options={KATEGORIE.map((k) => ({ value: k, label: PREDMET_SKODY_LABELS[k] }))}
                placeholder={PREDMET_SKODY_TEXTS.vybertePredmet}
              />
            </div>
            {kategoria !== '' && maSecondaryCategory(kategoria) && (
              <div className="govuk-grid-column-one-half">
                <Select
                  id="secondaryCategory"
                  label={PREDMET_SKODY_TEXTS.kategoria}
                  value={secondary}
                  onChange={setSecondary}
                  options={secondaryValues(kategoria)}
                  placeholder={PREDMET_SKODY_TEXTS.vyberteKategoriu}
                />
              </div>
            )}
          </div>
          {formReady && <NovyForm key={`${kategoria}-${secondary}`} uuid={uuid} kategoria={kategoria} secondary={secondary || undefined} />}
        </>
      )}
    </>
  );
}

function NovyForm({ uuid, kategoria, secondary }: { uuid: string; kategoria: PredmetSkodyKategoria; secondary?: string }) {
  const navigate = useNavigate();
  const { data: lokalita } = useSuspenseQuery(lokalitaQuery(uuid));
  const slug = predmetSkodyRouteSlug(kategoria, secondary);
  const vytvorit = useVytvoritPredmetSkody(uuid, slug);
  return (
    <PredmetSkodyForm
      kategoria={kategoria}
      secondaryCategory={secondary}
      hodnoty={predvoleneHodnoty(kategoria, secondary)}
      miesto={lokalita}
      lenManualnaSuma={false}
      backTo={{ uuid }}
      send={async (body) => {
        await vytvorit.mutateAsync(body);
        showSuccess(PREDMET_SKODY_MSG.ulozene, { afterNavigation: true });
        await navigate({ to: '/is/skodove-udalosti/$uuid/predmet-skody', params: { uuid } });
      }}
    />
  );
}
