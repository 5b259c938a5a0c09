import { createFileRoute } from '@tanstack/react-router';
import { StavHlaseniaPage } from '@web/features/stav-hlasenia/stav-hlasenia-page';
import { pageHead } from '@web/lib/page-head';
import { COMMON_TEXTS } from '@web/texts';

/** /stav-hlasenia/ – the reporter's status of their report, by code and e-mail or by the personal link (#odkaz=…). */
export const Route = createFileRoute('/_public/stav-hlasenia/')({
  head: () => pageHead(COMMON_TEXTS.stavHlaseniaTitle),
  component: StavHlaseniaPage,
});
