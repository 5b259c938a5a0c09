import './zoznam.css';

/** 'Súhrn za celý filter' above a filtered list (statistics, historical data): label and value pairs for the whole filter, not the page. */
export function SumarBox({ id, items, title = 'Súhrn za celý filter' }: { id: string; items: readonly (readonly [label: string, value: string])[]; title?: string }) {
  return (
    <section className="es-sumar" aria-labelledby={id}>
      <h2 className="govuk-heading-s govuk-!-margin-bottom-2" id={id}>
        {title}
      </h2>
      <dl className="es-sumar__list">
        {items.map(([label, value]) => (
          <div key={label} className="es-sumar__item">
            <dt className="govuk-body-s govuk-!-margin-bottom-1">{label}</dt>
            <dd className="govuk-heading-m govuk-!-margin-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
