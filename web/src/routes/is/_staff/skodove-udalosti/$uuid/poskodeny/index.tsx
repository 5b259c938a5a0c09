import { createFileRoute } from '@tanstack/react-router';
import { poskodenyDetailRoute } from '@web/features/poskodeni/poskodeny-routes';

export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/poskodeny/')(poskodenyDetailRoute('skodovaUdalost'));
