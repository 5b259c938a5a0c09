import { createFileRoute } from '@tanstack/react-router';
import { zmenitPrevadzkuRoute } from '@web/features/poskodeni/poskodeny-routes';

export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/poskodeny/zmenit-prevadzku')(zmenitPrevadzkuRoute('oznamenie'));
