import { createFileRoute } from '@tanstack/react-router';
import { pridatFotografieRoute } from '@web/features/subory/subory-routes';

export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/fotografie/pridat-fotografie')(pridatFotografieRoute('skodovaUdalost'));
