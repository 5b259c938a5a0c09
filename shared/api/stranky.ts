/** zod/mini (./zm.ts): the public pages and the wizard reach these schemas. */
import * as z from './zm';

/** Slugs of the static content pages (spec part 1 §2). */
export const STRANKA_KODY = [
  'oznamenie-odoslane-public',
  'kontakt-public',
  'nahlasit-problem-public',
  'ochrana-osobnych-udajov-public',
  'problem-s-prihlasenim-public',
  'hlasenie-skody-public',
  'kontakt-private',
  'nahlasit-problem-private',
  'ochrana-osobnych-udajov-private',
] as const;
export type StrankaKod = (typeof STRANKA_KODY)[number];

export const strankaParams = z.object({
  strankaKod: z.string().check(z.regex(/^[a-z0-9-]{1,80}$/, 'Neplatný kód stránky.')),
});

export const strankaResponse = z.object({
  kod: z.string(),
  nadpis: z.string(),
  /** Markdown; the web renders it without raw HTML. */
  obsah: z.string(),
  zmenene: z.string(),
});
export type Stranka = z.infer<typeof strankaResponse>;
