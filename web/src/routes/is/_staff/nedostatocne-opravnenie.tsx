import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@web/lib/page-head';
import { COMMON_TEXTS } from '@web/texts';

/** /is/nedostatocne-opravnenie – forbidden page, any signed-in user (spec part 1 §2, §6). */
export const Route = createFileRoute('/is/_staff/nedostatocne-opravnenie')({
  head: () => pageHead(COMMON_TEXTS.forbiddenTitle),
  component: () => (
    <>
      <h1 className="govuk-heading-l">{COMMON_TEXTS.forbiddenTitle}</h1>
      <p className="govuk-body">{COMMON_TEXTS.forbiddenText}</p>
    </>
  ),
});
