import { COMMON_TEXTS } from '../texts';

/** A staff area whose screens come with a later issue: its title and one honest line. */
export function ModulePreparing({ title }: { title: string }) {
  return (
    <>
      <h1 className="govuk-heading-l">{title}</h1>
      <p className="govuk-body">{COMMON_TEXTS.modulePreparing}</p>
    </>
  );
}
