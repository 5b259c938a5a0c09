import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@web/features/stranky/home-page';
import { pageHead } from '@web/lib/page-head';

/** Public home: intro and the 'Nové oznámenie o škode' button (spec part 1 §2). Kept light: no API call. */
export const Route = createFileRoute('/_public/')({
  head: () => pageHead(undefined),
  component: HomePage,
});
