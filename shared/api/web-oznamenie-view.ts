/**
 * How the wizard's draft holds a saved step: one builder for the server (functions/web-oznamenie, which
 * finds the code-list items in the table) and the phone (web/src/features/wizard/offline/local-view.ts,
 * which finds them in the lists it already holds), so a step saved without signal reads as it will once sent.
 */
import type * as z from 'zod/mini';
import type { AdresaView, udajeOSkodeBody, WebOznamenie, WizardFotografia } from './web-oznamenie';

interface Named {
  uuid: string;
  label: string;
}

/** An address with its code-list items (the caller resolves a municipality's district and region). */
export function adresaViewOf(
  a: { ulica?: string; supisneCislo?: string; orientacneCislo?: string; psc?: string },
  items: { obec?: Named | null; okres?: Named | null; kraj?: Named | null; stat?: Named | null },
): AdresaView {
  const { obec, okres, kraj, stat } = items;
  return {
    ulica: a.ulica,
    supisneCislo: a.supisneCislo,
    orientacneCislo: a.orientacneCislo,
    psc: a.psc,
    obecId: obec?.uuid,
    obecName: obec?.label,
    okresId: okres?.uuid,
    okresName: okres?.label,
    krajId: kraj?.uuid,
    krajName: kraj?.label,
    statId: stat?.uuid,
    statName: stat?.label,
  };
}

/** Step 1 as the draft holds it, on the day it is saved. */
export function udajeOSkodeViewOf(
  body: z.output<typeof udajeOSkodeBody>,
  items: { obec?: Named | null; pracovisko?: { uuid: string; nazov: string } | null; fotografie: WizardFotografia[] },
  datumOznamenia: string,
): NonNullable<WebOznamenie['udajeOSkode']> {
  return {
    datumOznamenia,
    datumVznikuSkody: body.datumVznikuSkody,
    typSkody: body.typSkody,
    lokalitaGpsSirka: body.lokalitaGpsSirka ?? undefined,
    lokalitaGpsDlzka: body.lokalitaGpsDlzka ?? undefined,
    obecId: items.obec?.uuid,
    obecName: items.obec?.label,
    popisLokality: body.popisLokality,
    popisSkody: body.popisSkody,
    uzemnePrislusnePracoviskoId: items.pracovisko?.uuid,
    uzemnePrislusnePracoviskoNazov: items.pracovisko?.nazov,
    fotografie: items.fotografie,
  };
}
