import { createFileRoute } from '@tanstack/react-router';
import { vytvoritPoskodenehoRoute } from '@web/features/poskodeni/poskodeny-routes';

export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/poskodeny/vytvorit-poskodeneho')(vytvoritPoskodenehoRoute('skodovaUdalost'));
