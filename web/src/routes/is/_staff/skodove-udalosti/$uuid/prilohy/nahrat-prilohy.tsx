import { createFileRoute } from '@tanstack/react-router';
import { nahratPrilohyRoute } from '@web/features/subory/subory-routes';

export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/prilohy/nahrat-prilohy')(nahratPrilohyRoute('skodovaUdalost'));
