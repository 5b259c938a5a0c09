import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@web/lib/page-head';
import { M } from '@web/messages';

/** /is/nedostatocne-opravnenie – forbidden page, any signed-in user (spec part 1 §2, §6). */
export const Route = createFileRoute('/is/_staff/nedostatocne-opravnenie')({
  head: () => pageHead(M.forbiddenTitle),
  component: () => (
    <>
      <h1 className="govuk-heading-l">{M.forbiddenTitle}</h1>
      <p className="govuk-body">{M.forbiddenText}</p>
    </>
  ),
});
