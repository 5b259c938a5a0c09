import { useChangedSince, useUnsavedChangesGuard } from '@web/components/form/unsaved-changes';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { type CennikTyp, cennikDef, cennikSlug } from '@shared/domain/cennik';
import { formatCisloSk, parseCisloSk } from '@shared/format/cislo';
import { formatDateSk, parseDateSk } from '@shared/format/dates';
import { TextInput } from '@web/components/form/text-input';
import { TableScroll } from '@web/components/table-scroll';
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
 * 'Uložiť verziu'. Errors on cells appear as field[index] under the cell, errors on polozka… as a
 * banner. The date is typed dd.mm.rrrr like every other date of the product. A removed row waits
 * under the table with 'Vrátiť' until the version is saved – sheep and goats may drop rows but not
 * add new ones, so a row removed by mistake could not come back otherwise.
 */
export function NovaVerziaPage({ typ, base }: { typ: CennikTyp; base: number }) {
  const name = cennikSlug(typ);
  const def = cennikDef(typ);
  const { data } = useSuspenseQuery(cennikDetailQuery(name, base || undefined));
  const navigate = useNavigate();
  const save = useNovaVerzia(name);
  const [od, setOd] = useState(formatDateSk(data.novaVerziaMinOd));
  const [rows, setRows] = useState<Row[]>(() =>
    data.cennikPolozkaList.map((p) => ({
      key: p.uuid,
      texts: Object.fromEntries(p.atributy.map((a) => [a.name, a.text ?? ''])),
      cells: Object.fromEntries(p.atributy.map((a) => [a.name, typeof a.value === 'number' ? formatCisloSk(a.value).replace(/\s/g, '') : (a.value ?? '')])),
    })),
  );
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const guard = useUnsavedChangesGuard(useChangedSince({ od, rows, removed: [...removed] }) && !save.isPending);
  const setCell = (key: string, n: string, v: string) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, cells: { ...r.cells, [n]: v } } : r)));
  // the rows sent and shown: their position is the index of the server's field[index] errors
  const kept = rows.filter((r) => !removed.has(r.key));
  const removedRows = rows.filter((r) => removed.has(r.key));
  const toggle = (key: string, remove: boolean) => {
    setRemoved((s) => {
      const next = new Set(s);
      if (remove) next.add(key);
      else next.delete(key);
      return next;
    });
    setErrors({});
    setFocusKey(`${remove ? 'vratit' : 'odstranit'}-${key}`);
  };
  // the button that took the focus away is gone: the focus goes to its counterpart
  useEffect(() => {
    if (focusKey) document.getElementById(focusKey)?.focus();
  }, [focusKey]);
  const rowLabel = (r: Row, i?: number) => (r.texts ? Object.values(r.texts).filter(Boolean).join(', ') : `${CENNIKY_TEXTS.novaPolozka}${i === undefined ? '' : ` ${i + 1}`}`);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    clearStatusMessages();
    setErrors({});
    const platnostVerzieOd = parseDateSk(od);
    if (!platnostVerzieOd) {
      setErrors({ platnostVerzieOd: COMMON_TEXTS.dateFormatError });
      showErrors([COMMON_TEXTS.dateFormatError]);
      return;
    }
    try {
      const created = await save.mutateAsync({
        platnostVerzieOd,
        najnovsiaVerzia: data.najnovsiaVerzia,
        cennikPolozkaList: kept.map((r) => ({
          atributy: [
            ...def.kluce.map((k) => ({ name: k.name, value: r.cells[k.name] || null })),
            ...def.hodnoty.map((h) => ({ name: h.name, value: r.cells[h.name] === '' ? null : (parseCisloSk(r.cells[h.name] ?? '') ?? r.cells[h.name]) })),
          ],
        })),
      });
      showSuccess(CENNIK_TEXTS.ulozene, { afterNavigation: true });
      await navigate({ to: '/is/cenniky/$name/$verzia', params: { name, verzia: `verzia-${created.cennikDetail.cisloVerzie}` }, ignoreBlocker: true });
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
      {guard}
      <Link className="govuk-back-link" to="/is/cenniky/$name" params={{ name }}>
        {CENNIKY_TEXTS.spat}
      </Link>
      <h1 className="govuk-heading-l">{CENNIKY_TEXTS.novaVerziaNadpis(def.label)}</h1>
      <TextInput
        id="platnostVerzieOd"
        label={CENNIKY_TEXTS.platnyOd}
        hint={COMMON_TEXTS.dateHint}
        widthClass="govuk-input--width-10"
        inputMode="numeric"
        autoComplete="off"
        value={od}
        onChange={setOd}
        error={errors.platnostVerzieOd}
      />
      <TableScroll label={CENNIKY_TEXTS.polozkyCennika(def.label)}>
        <table className="govuk-table es-cennik-table">
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              {cennikHeaders(typ).map((h) => (
                <th key={h} scope="col" className="govuk-table__header">
                  {h}
                </th>
              ))}
              {!def.fixedRows && (
                <th scope="col" className="govuk-table__header">
                  <span className="govuk-visually-hidden">{CENNIKY_TEXTS.akcie}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="govuk-table__body">
            {kept.map((r, i) => (
              <tr key={r.key} className="govuk-table__row">
                {def.kluce.map((k) => (
                  <td key={k.name} className="govuk-table__cell">
                    {r.texts ? (
                      r.texts[k.name] || 'x'
                    ) : (
                      <KlucSelect typ={typ} name={k.name} label={`${k.label} ${i + 1}`} value={r.cells[k.name] ?? ''} onChange={(v) => setCell(r.key, k.name, v)} />
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
                      onChange={(e) => setCell(r.key, h.name, e.target.value)}
                    />
                    {errors[`${h.name}[${i}]`] && <p className="govuk-error-message">{errors[`${h.name}[${i}]`]}</p>}
                  </td>
                ))}
                {!def.fixedRows && (
                  <td className="govuk-table__cell">
                    <button type="button" id={`odstranit-${r.key}`} className="govuk-button govuk-button--warning govuk-!-margin-bottom-0" onClick={() => toggle(r.key, true)}>
                      {CENNIKY_TEXTS.odstranitRiadok}
                      <span className="govuk-visually-hidden"> {rowLabel(r, i)}</span>
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {removedRows.length > 0 && (
        <div className="govuk-inset-text">
          <h2 className="govuk-heading-s">{CENNIKY_TEXTS.odstranenePolozky}</h2>
          <ul className="govuk-list">
            {removedRows.map((r) => (
              <li key={r.key} className="es-cennik-odstraneny">
                <span>{rowLabel(r)}</span>
                <button type="button" id={`vratit-${r.key}`} className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={() => toggle(r.key, false)}>
                  {CENNIKY_TEXTS.vratitPolozku}
                  <span className="govuk-visually-hidden"> {rowLabel(r)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
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
