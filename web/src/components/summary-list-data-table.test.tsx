import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';
import { SummaryList } from './summary-list';

describe('SummaryList', () => {
  it('writes the ID-SK summary-list markup, leaving out falsy rows', () => {
    const html = renderToStaticMarkup(
      <SummaryList noBorder className="es-x" rows={[{ label: 'Typ', value: 'SOP', hint: 'len pri vytvorení' }, false, { label: 'Suma', value: '1 EUR', valueProps: { 'data-testid': 'suma' } }]} />,
    );
    expect(html).toBe(
      '<dl class="govuk-summary-list govuk-summary-list--no-border es-x">' +
        '<div class="govuk-summary-list__row"><dt class="govuk-summary-list__key">Typ</dt><dd class="govuk-summary-list__value">SOP<div class="govuk-hint govuk-!-margin-bottom-0">len pri vytvorení</div></dd></div>' +
        '<div class="govuk-summary-list__row"><dt class="govuk-summary-list__key">Suma</dt><dd class="govuk-summary-list__value" data-testid="suma">1 EUR</dd></div>' +
        '</dl>',
    );
  });
});

describe('DataTable', () => {
  const columns = [
    { key: 'a', header: 'A', cell: (r: { id: string }) => r.id },
    { key: 'n', header: 'N', numeric: true, stackLabel: 'N', cell: () => '1,00' },
  ];

  it('writes the ID-SK table markup: caption, header cells, a row a record', () => {
    const html = renderToStaticMarkup(<DataTable caption="Zoznam" captionClassName="govuk-visually-hidden" columns={columns} rows={[{ id: 'x' }]} rowKey={(r) => r.id} />);
    const captionId = /<caption id="([^"]+)"/.exec(html)?.[1];
    expect(html).toBe(
      `<div class="es-table-scroll"><table class="govuk-table"><caption id="${captionId}" class="govuk-table__caption govuk-visually-hidden">Zoznam</caption>` +
        '<thead class="govuk-table__head"><tr class="govuk-table__row"><th scope="col" class="govuk-table__header">A</th><th scope="col" class="govuk-table__header govuk-table__header--numeric">N</th></tr></thead>' +
        '<tbody class="govuk-table__body"><tr class="govuk-table__row"><td class="govuk-table__cell">x</td><td class="govuk-table__cell govuk-table__cell--numeric" data-label="N">1,00</td></tr></tbody></table></div>',
    );
  });

  it('shows the empty text in one row across all columns', () => {
    const html = renderToStaticMarkup(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} empty="Žiadne záznamy." labelledBy="h" />);
    expect(html).toContain('<table class="govuk-table" aria-labelledby="h">');
    expect(html).toContain('<tbody class="govuk-table__body"><tr class="govuk-table__row"><td class="govuk-table__cell" colSpan="2">Žiadne záznamy.</td></tr></tbody>');
  });
});
