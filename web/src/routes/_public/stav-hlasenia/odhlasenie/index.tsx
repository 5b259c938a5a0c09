import { createFileRoute } from '@tanstack/react-router';
import { STAV_HLASENIA_TEXTS } from '@shared/api/stav-hlasenia-texts';
import { OdhlaseniePage } from '@web/features/stav-hlasenia/odhlasenie-page';
import { pageHead } from '@web/lib/page-head';

/** /stav-hlasenia/odhlasenie/ – the opt-out link of the reporter's e-mails (#odkaz=…). */
export const Route = createFileRoute('/_public/stav-hlasenia/odhlasenie/')({
  head: () => pageHead(STAV_HLASENIA_TEXTS.odhlasenieTitle),
  component: OdhlaseniePage,
});
