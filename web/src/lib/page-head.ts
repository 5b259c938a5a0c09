import { COMMON_TEXTS } from '../texts';

/** `head` of a route: the document title 'Title | Evidencia škôd' (WCAG 2.4.2). */
export const pageHead = (title: string | undefined) => ({
  meta: [{ title: COMMON_TEXTS.pageTitle(title ?? COMMON_TEXTS.appName) }],
});
