/**
 * The path parameters of routes on one notification or one damage event. Their own module: routes of
 * other areas take these ids too (a damage event from a notification, the repeat-attack settings), and
 * importing them from ./oznamenia.ts or ./skodove-udalosti.ts would build every schema of that area in
 * their Lambdas at start (`functions/cold-start.test.ts`).
 */
import * as z from './zm';
import { uuid } from './zm-fields';

export const oznamenieIdParams = z.object({ id: uuid() });
export const skodovaUdalostIdParams = z.object({ id: uuid() });
