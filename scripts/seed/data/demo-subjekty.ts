/**
 * Demo businesses (local mode only) so that the wizard's IČO search has something to find.
 * IČOs are fictitious (prefix 3 and 4, 8 digits). Municipalities by seed code.
 */
import type { TypSubjektu } from '@shared/domain/poskodeny';

export interface DemoSubjekt {
  typSubjektu: Exclude<TypSubjektu, 'FO'>;
  ico: string;
  obchodneMeno: string;
  nazovPrevadzky?: string;
  ulica?: string;
  supisneCislo?: string;
  psc: string;
  obecKod: string;
}

export const DEMO_SUBJEKTY: readonly DemoSubjekt[] = [
  { typSubjektu: 'PO', ico: '31600001', obchodneMeno: 'Poľnohospodárske družstvo Pohorelá', nazovPrevadzky: 'Farma Zlatno', supisneCislo: '412', psc: '976 69', obecKod: 'SK0323-020' },
  { typSubjektu: 'PO', ico: '31600001', obchodneMeno: 'Poľnohospodárske družstvo Pohorelá', nazovPrevadzky: 'Salaš Pod Kráľovou hoľou', supisneCislo: '88', psc: '976 69', obecKod: 'SK0323-020' },
  { typSubjektu: 'PO', ico: '36700123', obchodneMeno: 'Agro Čierny Balog, s.r.o.', nazovPrevadzky: 'Chov oviec Dobroč', ulica: 'Hlavná', supisneCislo: '15', psc: '976 52', obecKod: 'SK0323-006' },
  { typSubjektu: 'FO_PODNIKATEL', ico: '41234567', obchodneMeno: 'Ján Medovec – včelárstvo', nazovPrevadzky: 'Včelnica Bobrovec', supisneCislo: '230', psc: '032 21', obecKod: 'SK0315-003' },
  { typSubjektu: 'PO', ico: '36400555', obchodneMeno: 'Liptovská ovčia farma, a.s.', ulica: 'Štúrova', supisneCislo: '1204', psc: '031 01', obecKod: 'SK0315-029' },
];
