/**
 * Idempotent seed: organisations, every code list, the first version of every price list, static page content and (local mode
 * only) the demo users and the demonstration historical data. Safe to run on every start: it only adds what is missing and never
 * overwrites edited records.
 */
import { randomUUID } from 'node:crypto';
import { importCiselnik, type PolozkaInput } from '../../functions/ciselniky/domain/import-ciselnik';
import { markRowItemsUsed } from '../../functions/cenniky/domain/riadok-input';
import { cennikRepo } from '../../functions/data/cennik-repo';
import { vzorecRepo } from '../../functions/data/vzorec-repo';
import { navrhParametre, VZORCE } from '@shared/domain/vzorce';
import { ciselnikRepo } from '../../functions/data/ciselnik-repo';
import { organizaciaRepo } from '../../functions/data/organizacia-repo';
import { poskodenyRepo } from '../../functions/data/poskodeny-repo';
import { pouzivatelRepo } from '../../functions/data/pouzivatel-repo';
import { strankaRepo } from '../../functions/data/stranka-repo';
import { CENNIK_TYPY } from '@shared/domain/cennik';
import { CENNIK_SEED_OD, CENNIKY_SEED } from '../seed/data/cenniky';
import { ciselnikySeedGroups, parentTyp } from '../seed/data/ciselniky';
import { DEMO_POUZIVATELIA } from '../seed/data/demo-pouzivatelia';
import { DEMO_SUBJEKTY } from '../seed/data/demo-subjekty';
import { seedHistoria } from '../seed/historia-seed';
import { ORGANIZACIE } from '../seed/data/organizacie';
import { STRANKY } from '../seed/data/stranky';
import { adresaViewOf } from '@shared/api/web-oznamenie-view';

export async function seed(options: { demoUsers: boolean }): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};

  const existingOrgs = new Map((await organizaciaRepo.listAll()).map((o) => [o.kod, o]));
  counts.organizacie = 0;
  for (const o of ORGANIZACIE) {
    if (existingOrgs.has(o.kod)) continue;
    existingOrgs.set(o.kod, await organizaciaRepo.create(o));
    counts.organizacie++;
  }

  // Every type of CISELNIK_DEFS; only items whose code is not there yet are written. Types that do
  // not depend on each other load concurrently (one group = a root type and its descendants, parents first).
  const results = await Promise.all(
    ciselnikySeedGroups().map((group) =>
      importCiselnik(
        group.map(
          (p): PolozkaInput => ({
            typ: p.typ,
            kod: p.kod,
            label: p.label,
            nadradenyTyp: p.nadradenyKod ? parentTyp(p.typ) : undefined,
            nadradenyKod: p.nadradenyKod,
            kategorie: p.kategorie,
          }),
        ),
        { onlyMissing: true },
      ),
    ),
  );
  const errors = results.flatMap((r) => r.errors);
  if (errors.length) throw new Error(`Seed code lists: ${JSON.stringify(errors.slice(0, 5))}`);
  counts.ciselnikovePolozky = results.reduce((n, r) => n + r.written, 0);

  counts.cenniky = await seedCenniky();
  counts.vzorce = await seedVzorce();

  counts.stranky = 0;
  for (const s of STRANKY) if (await strankaRepo.putIfAbsent(s)) counts.stranky++;

  counts.pouzivatelia = 0;
  if (options.demoUsers) {
    for (const u of DEMO_POUZIVATELIA) {
      if (await pouzivatelRepo.findByLogin(u.login)) continue;
      const { organizacieKody, ...rest } = u;
      await pouzivatelRepo.create({
        ...rest,
        aktivny: true,
        gdprSuhlas: true,
        organizacieUuids: organizacieKody.map((k) => {
          const org = existingOrgs.get(k);
          if (!org) throw new Error(`Seed: unknown organisation ${k} for ${u.login}`);
          return org.uuid;
        }),
        notifikaciaNoveOznamenie: false,
        notifikaciaNovaSkodovaUdalost: false,
      });
      counts.pouzivatelia++;
    }
  }
  counts.subjekty = options.demoUsers ? await seedDemoSubjekty() : 0;
  // the demonstration historical dataset when none was imported (scripts/seed/historia-seed.ts)
  counts.historickeUdaje = options.demoUsers ? await seedHistoria() : 0;
  return counts;
}

/** The first version of every price list that has none yet (demonstration values, docs/features.md 'price lists'). */
async function seedCenniky(): Promise<number> {
  let n = 0;
  for (const typ of CENNIK_TYPY) {
    const { posledneCislo } = await cennikRepo.load(typ);
    if (posledneCislo > 0) continue;
    await markRowItemsUsed(typ, CENNIKY_SEED[typ]);
    await cennikRepo.create({ typ, expectedLast: 0, platnostOd: CENNIK_SEED_OD, polozky: CENNIKY_SEED[typ].map((r) => ({ ...r, uuid: randomUUID() })) });
    n++;
  }
  return n;
}

/**
 * The first formula version of every priced category that has none: the proposal's parameter
 * values from the day the price lists start, not signed off – the office verifies it (or a
 * corrected version) against the decree's worked cases on 'Overenie vzorca'.
 */
async function seedVzorce(): Promise<number> {
  let n = 0;
  for (const def of Object.values(VZORCE)) {
    if (!def || (await vzorecRepo.load(def.kategoria)).posledneCislo > 0) continue;
    await vzorecRepo.createVerzia({ kategoria: def.kategoria, platnostOd: CENNIK_SEED_OD, parametre: navrhParametre(def), expectedLast: 0 });
    n++;
  }
  return n;
}

/** Demo businesses for the wizard's IČO search (local mode only). */
async function seedDemoSubjekty(): Promise<number> {
  const uuids = await ciselnikRepo.uuidsByKod(['OBEC']);
  let added = 0;
  for (const s of DEMO_SUBJEKTY) {
    const existing = await poskodenyRepo.searchBusinessesByIcoPrefix(s.ico, 20);
    if (existing.some((e) => e.nazovPrevadzky === s.nazovPrevadzky && e.obchodneMeno === s.obchodneMeno)) continue;
    const obecId = uuids.get(`OBEC#${s.obecKod}`);
    const obec = obecId ? await ciselnikRepo.get('OBEC', obecId) : null;
    const okres = obec?.nadradenaPolozkaUuid ? await ciselnikRepo.get('OKRES', obec.nadradenaPolozkaUuid) : null;
    const kraj = okres?.nadradenaPolozkaUuid ? await ciselnikRepo.get('KRAJ', okres.nadradenaPolozkaUuid) : null;
    const stat = (await ciselnikRepo.listByType('STAT', { activeOnly: true })).find((x) => x.kod === 'SK');
    await poskodenyRepo.create({
      typSubjektu: s.typSubjektu,
      ico: s.ico,
      obchodneMeno: s.obchodneMeno,
      nazovPrevadzky: s.nazovPrevadzky,
      adresa: adresaViewOf({ ulica: s.ulica, supisneCislo: s.supisneCislo, psc: s.psc }, { obec, okres, kraj, stat }),
    });
    added++;
  }
  return added;
}
