import { createFileRoute } from '@tanstack/react-router';
import { STAV_HLASENIA_TEXTS } from '@shared/api/stav-hlasenia-texts';
import { StavHlaseniaPage } from '@web/features/stav-hlasenia/stav-hlasenia-page';
import { pageHead } from '@web/lib/page-head';

/** /stav-hlasenia/ – the reporter's status of their report, by code and e-mail or by the personal link (#odkaz=…). */
export const Route = createFileRoute('/_public/stav-hlasenia/')({
  head: () => pageHead(STAV_HLASENIA_TEXTS.title),
  component: StavHlaseniaPage,
});
