import { createFileRoute } from '@tanstack/react-router';
import { vytvoritPrevadzkuRoute } from '@web/features/poskodeni/poskodeny-routes';

export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/poskodeny/vytvorit-prevadzku')(vytvoritPrevadzkuRoute('skodovaUdalost'));
