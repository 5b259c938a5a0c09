import { createFileRoute } from '@tanstack/react-router';
import { najstPoskodenehoRoute } from '../../../../../../features/poskodeni/poskodeny-routes';

export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/poskodeny/najst-poskodeneho')(najstPoskodenehoRoute('oznamenie'));
