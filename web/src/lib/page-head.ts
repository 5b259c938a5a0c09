import { M } from '../messages';

/** `head` of a route: the document title 'Title | Evidencia škôd' (WCAG 2.4.2). */
export const pageHead = (title: string | undefined) => ({
  meta: [{ title: M.pageTitle(title ?? M.appName) }],
});
