import { useQuery } from '@tanstack/react-query';
import type { Subjekt } from '@shared/api/web-oznamenie';
import { WIZARD_SCREEN_TEXTS } from '@web/texts';
import { useDebounced } from '@web/lib/use-debounced';
import { subjektyQuery } from './wizard-api';

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_CHARS = 3;

const adresaText = (s: Subjekt) =>
  [
    [s.adresa.ulica, [s.adresa.supisneCislo, s.adresa.orientacneCislo].filter(Boolean).join('/')].filter(Boolean).join(' '),
    [s.adresa.psc, s.adresa.obecName].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

/**
 * Live IČO search results (spec part 1 §5, §8): 300 ms after typing stops, at least 3 characters.
 * Results offer 'Vybrať'; no result offers 'Vytvoriť subjekt'; below the results 'Nenašli ste,
 * čo ste hľadali?' offers 'Pridať iný subjekt'. The result count is announced politely.
 */
export function SubjectSearch({
  text,
  typSubjektu,
  onPick,
  onCreate,
}: {
  text: string;
  /** Only subjects of the chosen type are offered (a self-employed person is never offered a company). */
  typSubjektu: string;
  onPick: (s: Subjekt) => void;
  onCreate: () => void;
}) {
  const trimmed = text.trim();
  const debounced = useDebounced(trimmed, SEARCH_DEBOUNCE_MS);
  const ready = debounced.length >= SEARCH_MIN_CHARS && debounced === trimmed;
  const query = useQuery({ ...subjektyQuery(debounced), enabled: ready });
  const list = ready ? query.data?.subjektList.filter((s) => s.typSubjektu === typSubjektu) : undefined;

  let status = '';
  if (ready && query.isFetching && !list) status = WIZARD_SCREEN_TEXTS.searching;
  else if (ready && query.isError) status = WIZARD_SCREEN_TEXTS.searchFailed;
  else if (list) status = list.length > 0 ? WIZARD_SCREEN_TEXTS.searchResults(list.length) : WIZARD_SCREEN_TEXTS.noSubject(debounced);

  return (
    <div className="govuk-form-group">
      <p className="govuk-body" role="status" aria-live="polite" id="ico-status">
        {status}
      </p>
      {list && list.length === 0 && (
        <button type="button" className="govuk-button govuk-button--secondary" onClick={onCreate}>
          {WIZARD_SCREEN_TEXTS.createSubject}
        </button>
      )}
      {list && list.length > 0 && (
        <>
          <ul className="es-subjects">
            {list.map((s) => (
              <li key={s.uuid} className="es-subjects__item">
                <span className="es-subjects__text govuk-body govuk-!-margin-bottom-0">
                  <strong>{[s.obchodneMeno, s.nazovPrevadzky].filter(Boolean).join(' - ')}</strong>
                  <br />
                  {WIZARD_SCREEN_TEXTS.ico}: {s.ico}
                  {adresaText(s) ? `, ${adresaText(s)}` : ''}
                </span>
                <button type="button" className="govuk-button govuk-button--secondary" onClick={() => onPick(s)}>
                  {WIZARD_SCREEN_TEXTS.chooseSubject}
                  <span className="govuk-visually-hidden"> {[s.obchodneMeno, s.nazovPrevadzky].filter(Boolean).join(' - ')}</span>
                </button>
              </li>
            ))}
          </ul>
          <p className="govuk-body govuk-!-margin-bottom-2">{WIZARD_SCREEN_TEXTS.notFoundFooter}</p>
          <button type="button" className="govuk-button govuk-button--secondary" onClick={onCreate}>
            {WIZARD_SCREEN_TEXTS.addOtherSubject}
          </button>
        </>
      )}
    </div>
  );
}
