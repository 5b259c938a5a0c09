import { M } from '../messages';

export const MAIN_ID = 'hlavny-obsah';

export function SkipLink() {
  return (
    <a href={`#${MAIN_ID}`} className="govuk-skip-link" data-module="govuk-skip-link">
      {M.skipLink}
    </a>
  );
}
