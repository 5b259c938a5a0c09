import { OPAKOVANY_UTOK_TEXTS } from '@shared/api/opakovane-utoky';

/** The mark of a list row whose case raised a repeat-attack alert. */
export function OpakovanyUtokTag({ on }: { on?: boolean }) {
  if (!on) return null;
  return (
    <>
      {' '}
      <strong className="govuk-tag govuk-tag--red es-tag">{OPAKOVANY_UTOK_TEXTS.znacka}</strong>
    </>
  );
}
