import { COMMON_TEXTS } from '@web/texts';

export const MAIN_ID = 'hlavny-obsah';

export function SkipLink() {
  return (
    <a href={`#${MAIN_ID}`} className="govuk-skip-link" data-module="govuk-skip-link">
      {COMMON_TEXTS.skipLink}
    </a>
  );
}
