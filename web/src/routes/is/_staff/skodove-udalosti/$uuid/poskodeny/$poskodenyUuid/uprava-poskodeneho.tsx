import { createFileRoute } from '@tanstack/react-router';
import { upravaPoskodenehoRoute } from '@web/features/poskodeni/poskodeny-routes';

export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/poskodeny/$poskodenyUuid/uprava-poskodeneho')(upravaPoskodenehoRoute('skodovaUdalost'));
