import { createFileRoute } from '@tanstack/react-router';
import { OdhlaseniePage } from '@web/features/stav-hlasenia/odhlasenie-page';
import { pageHead } from '@web/lib/page-head';
import { COMMON_TEXTS } from '@web/texts';

/** /stav-hlasenia/odhlasenie/ – the opt-out link of the reporter's e-mails (#odkaz=…). */
export const Route = createFileRoute('/_public/stav-hlasenia/odhlasenie/')({
  head: () => pageHead(COMMON_TEXTS.odhlasenieSpravTitle),
  component: OdhlaseniePage,
});
