import { createFileRoute } from '@tanstack/react-router';
import { prilohyRoute } from '@web/features/subory/subory-routes';

export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/prilohy/')(prilohyRoute('skodovaUdalost'));
