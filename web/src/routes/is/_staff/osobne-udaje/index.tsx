import { createFileRoute } from '@tanstack/react-router';
import { OsobyPage } from '@web/features/osobne-udaje';
// the texts module itself: title and search validation are eager (main chunk), and the barrel also brings the page
import { OSOBNE_UDAJE_TITLES } from '@web/features/osobne-udaje/osobne-udaje-titles';
import { pageHead } from '@web/lib/page-head';
import { anyTextParam, searchValidator } from '@web/lib/search-params';

/** /is/osobne-udaje – find a person and export their data (right OSOBNE_UDAJE). */
export const Route = createFileRoute('/is/_staff/osobne-udaje/')({
  validateSearch: searchValidator({ meno: anyTextParam(255, 'cut'), datumNarodenia: anyTextParam(10, 'drop'), ico: anyTextParam(8, 'drop'), email: anyTextParam(255, 'drop') }),
  head: () => pageHead(OSOBNE_UDAJE_TITLES.title),
  component: () => <OsobyPage search={Route.useSearch()} />,
});
