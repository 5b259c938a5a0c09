import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { type CennikTyp, cennikDef, cennikSlug } from '@shared/domain/cennik';
import { formatCisloSk, parseCisloSk } from '@shared/format/cislo';
import { isApiError } from '@web/lib/api-client';
import { clearStatusMessages, showApiError, showErrors, showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { KlucSelect } from './cennik-detail-page';
import { CennikLegenda, cennikHeaders } from './cennik-table';
import { cennikDetailQuery, useNovaVerzia } from './cenniky-api';
import { CENNIK_TEXTS, CENNIKY_TEXTS } from './cenniky-texts';

type Row = { key: string; cells: Record<string, string>; texts?: Record<string, string> };

/**
 * 'Nová verzia - {type}' (spec part 2 §2, §5): 'Platný od' (minimum from the server, default tomorrow),
 * the newest version's rows as an editable table (remove and 'Pridať položku' for editable types),
 * 'Uložiť verziu'. Errors on cells appear as field[index] under the cell, errors on polozka… as a banner.
 */
export function NovaVerziaPage({ typ, base }: { typ: CennikTyp; base: number }) {
  const name = cennikSlug(typ);
  const def = cennikDef(typ);
  const { data } = useSuspenseQuery(cennikDetailQuery(name, base || undefined));
  const navigate = useNavigate();
  const save = useNovaVerzia(name);
  const [od, setOd] = useState(data.novaVerziaMinOd);
  const [rows, setRows] = useState<Row[]>(() =>
    data.cennikPolozkaList.map((p) => ({
      key: p.uuid,
      texts: Object.fromEntries(p.atributy.map((a) => [a.name, a.text ?? ''])),
      cells: Object.fromEntries(p.atributy.map((a) => [a.name, typeof a.value === 'number' ? formatCisloSk(a.value).replace(/\s/g, '') : (a.value ?? '')])),
    })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setCell = (i: number, n: string, v: string) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, cells: { ...r.cells, [n]: v } } : r)));

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    clearStatusMessages();
    setErrors({});
    try {
      const created = await save.mutateAsync({
        platnostVerzieOd: od,
        najnovsiaVerzia: data.najnovsiaVerzia,
        cennikPolozkaList: rows.map((r) => ({
          atributy: [
            ...def.kluce.map((k) => ({ name: k.name, value: r.cells[k.name] || null })),
            ...def.hodnoty.map((h) => ({ name: h.name, value: r.cells[h.name] === '' ? null : (parseCisloSk(r.cells[h.name] ?? '') ?? r.cells[h.name]) })),
          ],
        })),
      });
      showSuccess(CENNIK_TEXTS.ulozene, { afterNavigation: true });
      await navigate({ to: '/is/cenniky/$name/$verzia', params: { name, verzia: `verzia-${created.cennikDetail.cisloVerzie}` } });
    } catch (err) {
      if (isApiError(err)) {
        setErrors(Object.fromEntries(err.fieldErrors.map((f) => [f.fieldName, f.message])));
        const banner = err.fieldErrors.filter((f) => f.fieldName.startsWith('polozka')).map((f) => f.message);
        if (banner.length) showErrors([...new Set(banner)]);
      }
      showApiError(err, COMMON_TEXTS.serverError);
    }
  };

  const keyCount = def.kluce.length;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Link className="govuk-back-link" to="/is/cenniky/$name" params={{ name }}>
        {CENNIKY_TEXTS.spat}
      </Link>
      <h1 className="govuk-heading-l">{CENNIKY_TEXTS.novaVerziaNadpis(def.label)}</h1>
      <div className={`govuk-form-group${errors.platnostVerzieOd ? ' govuk-form-group--error' : ''}`}>
        <label className="govuk-label" htmlFor="platnostVerzieOd">
          {CENNIKY_TEXTS.platnyOd}
        </label>
        {errors.platnostVerzieOd && <p className="govuk-error-message">{errors.platnostVerzieOd}</p>}
        <input id="platnostVerzieOd" className="govuk-input govuk-input--width-10" type="date" min={data.novaVerziaMinOd} value={od} onChange={(e) => setOd(e.target.value)} />
      </div>
      <table className="govuk-table es-cennik-table">
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            {cennikHeaders(typ).map((h) => (
              <th key={h} scope="col" className="govuk-table__header">
                {h}
              </th>
            ))}
            {!def.fixedRows && <th className="govuk-table__header" aria-label={CENNIKY_TEXTS.akcie} />}
          </tr>
        </thead>
        <tbody className="govuk-table__body">
          {rows.map((r, i) => (
            <tr key={r.key} className="govuk-table__row">
              {def.kluce.map((k) => (
                <td key={k.name} className="govuk-table__cell">
                  {r.texts ? (
                    r.texts[k.name] || 'x'
                  ) : (
                    <KlucSelect typ={typ} name={k.name} label={`${k.label} ${i + 1}`} value={r.cells[k.name] ?? ''} onChange={(v) => setCell(i, k.name, v)} />
                  )}
                  {errors[`${k.name}[${i}]`] && <p className="govuk-error-message">{errors[`${k.name}[${i}]`]}</p>}
                </td>
              ))}
              {def.hodnoty.map((h, j) => (
                <td key={h.name} className="govuk-table__cell">
                  <input
                    className="govuk-input govuk-input--width-5"
                    inputMode="decimal"
                    aria-label={`${cennikHeaders(typ)[keyCount + j]} ${i + 1}`}
                    value={r.cells[h.name] ?? ''}
                    onChange={(e) => setCell(i, h.name, e.target.value)}
                  />
                  {errors[`${h.name}[${i}]`] && <p className="govuk-error-message">{errors[`${h.name}[${i}]`]}</p>}
                </td>
              ))}
              {!def.fixedRows && (
                <td className="govuk-table__cell">
                  <button type="button" className="govuk-button govuk-button--warning govuk-!-margin-bottom-0" onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}>
                    {CENNIKY_TEXTS.odstranitRiadok}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {def.editable && (
        <button type="button" className="govuk-button govuk-button--secondary" onClick={() => setRows((rs) => [...rs, { key: crypto.randomUUID(), cells: {} }])}>
          {CENNIKY_TEXTS.pridatPolozku}
        </button>
      )}
      <div>
        <button type="submit" className="govuk-button" disabled={save.isPending}>
          {CENNIKY_TEXTS.ulozitVerziu}
        </button>
      </div>
      <CennikLegenda typ={typ} />
    </form>
  );
}
