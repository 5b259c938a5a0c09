import { useSuspenseQuery } from '@tanstack/react-query';
import type { StrankaKod } from '@shared/api/stranky';
import { Markdown } from '@web/components/markdown';
import { strankaQuery } from './stranka-obsah';

/** A static content page: heading and markdown body fetched by slug. */
export function StaticPage({ kod }: { kod: StrankaKod }) {
  const { data } = useSuspenseQuery(strankaQuery(kod));
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">{data.nadpis}</h1>
        <Markdown source={data.obsah} />
      </div>
    </div>
  );
}
