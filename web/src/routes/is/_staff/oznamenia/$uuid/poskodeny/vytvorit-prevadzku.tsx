import { createFileRoute } from '@tanstack/react-router';
import { vytvoritPrevadzkuRoute } from '@web/features/poskodeni/poskodeny-routes';

export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/poskodeny/vytvorit-prevadzku')(vytvoritPrevadzkuRoute('oznamenie'));
