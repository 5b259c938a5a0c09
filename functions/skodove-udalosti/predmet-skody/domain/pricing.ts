/**
 * Pricing of damaged items: the price-list version valid on the event's damage date,
 * the item's code-list values mapped to the price rows' keys (`kod || uuid`), the formula of
 * shared/domain/vzorce with the formula version valid on that date (its parameters). One pricer serves one operation (a save, or the recalculation of every item
 * after a damage-date change): code lists and versions are read once for all its items.
 */
import type { CennikTyp } from '@shared/domain/cennik';
import type { PredmetSkodyKategoria } from '@shared/domain/predmet-skody';
import { poliaKategorie } from '@shared/domain/predmet-skody-polia';
import { cennikTypPreKategoriu, vypocitatPredmetSkody } from '@shared/domain/vzorce';
import type { Vypocet } from '@shared/domain/vzorce/vypocet';
import { getPlatnost } from '@functions/cenniky/domain/get-verzia-platna';
import { type CennikVerziaItem, cennikRepo } from '@functions/data/cennik-repo';
import { type CiselnikPolozkaItem, ciselnikRepo } from '@functions/data/ciselnik-repo';
import type { PredmetSkodyItem } from '@functions/data/predmet-skody-repo';
import { WriteError } from '@functions/data/write-error';
import { platnyVzorec } from '@functions/vzorce/domain/platny-vzorec';
import { vzorecRepo } from '@functions/data/vzorec-repo';

export interface Ocenenie {
  vypocet: Vypocet;
  vyskaSkodyCalculated: number;
  isVyskaSkodyCalculated: boolean;
  cennik?: PredmetSkodyItem['cennik'];
  riadokUuid?: string;
}

export interface Ocenovac {
  /** Prices one item's attributes (normalised wire values, code-list values as item uuids). */
  ocenit(o: { kategoria: PredmetSkodyKategoria; atributy: Readonly<Record<string, string>> }): Promise<Ocenenie>;
  /** Marks every version this pricer priced with as used (then it cannot be removed); call before the write. */
  oznacitPouzite(): Promise<void>;
}

/** A future version removed meanwhile cannot have priced anything valid today; the stored breakdown still names it. */
const ignoreMissing = (err: unknown) => {
  if (!(err instanceof WriteError)) throw err;
};

/** A pricer for the damage date `datum` (yyyy-mm-dd). */
export function novyOcenovac({ datum }: { datum: string }): Ocenovac {
  const verzie = new Map<CennikTyp, Promise<{ verzia: CennikVerziaItem; platnostDo?: string } | undefined>>();
  const ciselniky = new Map<string, Promise<Map<string, CiselnikPolozkaItem>>>();
  const pouzite = new Map<string, { typ: CennikTyp; cisloVerzie: number }>();
  const vzorce = new Map<PredmetSkodyKategoria, ReturnType<typeof platnyVzorec>>();
  const pouziteVzorce = new Map<string, { kategoria: PredmetSkodyKategoria; cisloVerzie: number }>();
  const vzorecKategorie = (k: PredmetSkodyKategoria) => {
    let p = vzorce.get(k);
    if (!p) {
      p = platnyVzorec(k, datum);
      vzorce.set(k, p);
    }
    return p;
  };

  const verziaTypu = (typ: CennikTyp) => {
    let p = verzie.get(typ);
    if (!p) {
      p = getPlatnost({ typ, datum });
      verzie.set(typ, p);
    }
    return p;
  };
  const polozky = (typ: string) => {
    let p = ciselniky.get(typ);
    if (!p) {
      p = ciselnikRepo.listByType(typ, { activeOnly: false }).then((items) => new Map(items.map((i) => [i.uuid, i])));
      ciselniky.set(typ, p);
    }
    return p;
  };

  return {
    async ocenit({ kategoria, atributy }) {
      const typ = cennikTypPreKategoriu(kategoria);
      const mapped: Record<string, string> = { ...atributy };
      const labels: Record<string, string> = {};
      await Promise.all(
        poliaKategorie(kategoria).map(async (p) => {
          const uuid = atributy[p.name];
          if (p.kind !== 'ciselnik' || !uuid) return;
          const item = (await polozky(p.typ)).get(uuid);
          if (!item) return;
          mapped[p.name] = item.kod || item.uuid;
          labels[p.name] = item.label;
        }),
      );
      const [platna, vzorec] = typ ? await Promise.all([verziaTypu(typ), vzorecKategorie(kategoria)]) : [undefined, undefined];
      const vypocet = vypocitatPredmetSkody({
        kategoria,
        atributy: mapped,
        verzia: platna
          ? { cisloVerzie: platna.verzia.cisloVerzie, platnostOd: platna.verzia.platnostOd, platnostDo: platna.platnostDo, polozky: platna.verzia.polozky }
          : undefined,
        labels,
        vzorec: vzorec ? { parametre: vzorec.parametre, verzia: vzorec.verzia } : undefined,
      });
      if (vzorec && vypocet.vypocitane && !vzorec.item.pouzita) pouziteVzorce.set(`${kategoria}#${vzorec.verzia.cisloVerzie}`, { kategoria, cisloVerzie: vzorec.verzia.cisloVerzie });
      const cennik = typ && platna && vypocet.cennik ? { typ, cisloVerzie: platna.verzia.cisloVerzie } : undefined;
      if (cennik && !platna?.verzia.pouzita) pouzite.set(`${cennik.typ}#${cennik.cisloVerzie}`, cennik);
      return {
        vypocet,
        vyskaSkodyCalculated: vypocet.vypocitane ? vypocet.vysledok : 0,
        isVyskaSkodyCalculated: vypocet.vypocitane,
        cennik,
        riadokUuid: vypocet.riadok?.uuid,
      };
    },

    async oznacitPouzite() {
      for (const v of pouziteVzorce.values()) await vzorecRepo.markUsed(v.kategoria, v.cisloVerzie).catch(ignoreMissing);
      for (const v of pouzite.values()) await cennikRepo.markUsed(v.typ, v.cisloVerzie).catch(ignoreMissing);
    },
  };
}
