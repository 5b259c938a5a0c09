/**
 * The retention job: anonymises the personal data of notifications and damage events whose retention
 * period (shared/domain/retencia.ts) has run out, and of their injured parties once every record of
 * the party has run out. An event under a legal hold (LEGAL_HOLD_STAVY: the procedure is under way)
 * never runs out. What stays: the municipality, the damage, the amounts, the photos' pixels and the
 * statistics rows.
 *
 * Per record: the web snapshot's party (as on erasure), its photos' file names and EXIF (the file is
 * rewritten without metadata: a camera writes its owner's name and serial number there), the
 * attachments' names, the reporter's free-text contact note, the web-form name on a record without an
 * assigned party; then, as the last write, the record's `anonymizovane` mark conditional on its
 * version. Every step is idempotent, so a run that stopped anywhere (crash, time limit) is continued
 * by the next one: a record without the mark is simply done again. Records are read in pages of a Scan
 * (an operator job, never a request path).
 */
import { poRokoch, type RetencneLehoty } from '@shared/domain/retencia';
import { keys } from '../../data/keys';
import { type OznamenieItem, oznamenieRepo } from '../../data/oznamenie-repo';
import { poskodenyRepo } from '../../data/poskodeny-repo';
import { scanRecordUuids } from '../../data/query';
import { type SkodovaUdalostItem, skodovaUdalostRepo } from '../../data/skodova-udalost-repo';
import { type SuborVlastnik, suborRepo } from '../../data/subor-repo';
import { WriteError } from '../../data/write-error';
import { detectImageType, stripMetadata } from '../../lib/images';
import { putObjectBytes, readObjectHead } from '../../lib/uploads';
import { anonymousName, erasePoskodeny, LEGAL_HOLD_STAVY, recordsOfParty } from '../../osobne-udaje/domain/anonymize-osoba';

export interface RetenciaVysledok {
  /** Records looked at. */
  oznamenia: number;
  skodoveUdalosti: number;
  /** Records anonymised by this run. */
  anonymizovaneOznamenia: number;
  anonymizovaneSkodoveUdalosti: number;
  anonymizovaniPoskodeni: number;
  /** Photos whose metadata was removed and files (photos and attachments) renamed. */
  fotografieBezMetadat: number;
  premenovaneSubory: number;
  /** Events kept because their procedure is under way. */
  naLegalHold: number;
  /** True when the run stopped at `limit` or `deadline` before the end (the next run continues). */
  prerusene: boolean;
}

export interface RetenciaOptions {
  lehoty: RetencneLehoty;
  /** The job's "today" (tests move it forward). */
  now?: Date;
  /** Stop after this many anonymised records (a Lambda run close to its time limit; tests simulate a crash). */
  limit?: number;
  /** Stop before starting a record after this time (ms since epoch): a Lambda's time limit. */
  deadline?: number;
}

const empty = (): RetenciaVysledok => ({
  oznamenia: 0,
  skodoveUdalosti: 0,
  anonymizovaneOznamenia: 0,
  anonymizovaneSkodoveUdalosti: 0,
  anonymizovaniPoskodeni: 0,
  fotografieBezMetadat: 0,
  premenovaneSubory: 0,
  naLegalHold: 0,
  prerusene: false,
});

/** When an event's personal data runs out, or null while it is on a legal hold. */
export function udalostExpiruje(e: Pick<SkodovaUdalostItem, 'stav' | 'stavOd' | 'createdAt'>, l: RetencneLehoty): Date | null {
  if (LEGAL_HOLD_STAVY.includes(e.stav)) return null;
  const od = e.stavOd ?? e.createdAt;
  return poRokoch(od, e.stav === 'ROZHODNUTA' ? l.rozhodnutaRoky : l.rozpracovanaRoky);
}

/** When a notification without an event runs out (a notification with one follows its event). */
export const oznamenieExpiruje = (o: Pick<OznamenieItem, 'createdAt'>, l: RetencneLehoty): Date => poRokoch(o.createdAt, l.oznamenieRoky);

class LimitReached extends Error {}

export async function spustitRetenciu(o: RetenciaOptions): Promise<RetenciaVysledok> {
  const v = empty();
  const now = o.now ?? new Date();
  const datum = now.toISOString();
  const mark = { datum, dovod: 'Uplynutie lehoty uchovávania', kto: 'retencia' };
  const strop = () => {
    if (o.limit !== undefined && v.anonymizovaneOznamenia + v.anonymizovaneSkodoveUdalosti >= o.limit) throw new LimitReached();
    if (o.deadline !== undefined && Date.now() >= o.deadline) throw new LimitReached();
  };
  const strany = new Set<string>();

  const fileNames = async (owner: SuborVlastnik, uuid: string) => {
    const fotky = await suborRepo.fotografie.list(owner, uuid);
    for (const [i, f] of fotky.entries()) {
      const meno = `fotografia-${i + 1}${f.meno.match(/\.[A-Za-z0-9]{1,5}$/)?.[0] ?? ''}`;
      if (f.meno === meno) continue; // done by an earlier (interrupted) run
      const bytes = await readObjectHead(f.s3Key, Math.max(f.velkost, 1) + 1024);
      const type = bytes && detectImageType(bytes);
      if (bytes && type) {
        await putObjectBytes(f.s3Key, await stripMetadata(bytes, type), type);
        v.fotografieBezMetadat++;
      }
      await suborRepo.fotografie.add(owner, uuid, [{ ...f, meno }]);
      v.premenovaneSubory++;
    }
    const prilohy = await suborRepo.prilohy.list(owner, uuid);
    for (const [i, p] of prilohy.entries()) {
      const meno = `priloha-${i + 1}${p.meno.match(/\.[A-Za-z0-9]{1,5}$/)?.[0] ?? ''}`;
      if (p.meno === meno) continue;
      await suborRepo.prilohy.add(owner, uuid, [{ ...p, meno }]);
      v.premenovaneSubory++;
    }
  };

  const oznamenie = async (uuid: string) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const current = await oznamenieRepo.get(uuid);
      if (!current || current.anonymizovane) return;
      strop();
      const web = await oznamenieRepo.getWebData(uuid);
      if (web) {
        // the same values on a repeat: a party already erased keeps its mark's date
        const fotografie = Array.isArray(web.webOznamenieDetail.fotografie) ? web.webOznamenieDetail.fotografie.map((_, i) => `fotografia-${i + 1}`) : undefined;
        const poskodeny = web.poskodeny.anonymizovane ? web.poskodeny : { typSubjektu: web.poskodeny.typSubjektu, anonymizovane: datum };
        await oznamenieRepo.anonymizeWebData(uuid, poskodeny, fotografie);
      }
      await fileNames('OZNAMENIE', uuid);
      const next: OznamenieItem = {
        ...current,
        doplnkoveKontaktneInformacie: undefined,
        // an assigned party's name is replaced with the party (below), once all its records ran out
        ...(current.poskodenyId || !current.poskodenyMeno ? {} : { poskodenyMeno: anonymousName(web?.poskodeny.typSubjektu as string | undefined) }),
        anonymizovane: datum,
      };
      try {
        await oznamenieRepo.save(next, current.version);
      } catch (err) {
        if (err instanceof WriteError && err.reason === 'stale') continue;
        if (err instanceof WriteError && err.reason === 'missing') return;
        throw err;
      }
      v.anonymizovaneOznamenia++;
      if (current.poskodenyId) strany.add(current.poskodenyId);
      return;
    }
  };

  const udalost = async (uuid: string) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const current = await skodovaUdalostRepo.get(uuid);
      if (!current || current.anonymizovane) return;
      strop();
      await fileNames('SKODOVA_UDALOST', uuid);
      try {
        const meno = current.poskodenyId || !current.poskodenyMeno ? {} : { poskodenyMeno: anonymousName(undefined) };
        await skodovaUdalostRepo.save(current, { ...current, ...meno, anonymizovane: datum });
      } catch (err) {
        if (err instanceof WriteError && err.reason === 'stale') continue;
        if (err instanceof WriteError && err.reason === 'missing') return;
        throw err;
      }
      v.anonymizovaneSkodoveUdalosti++;
      if (current.poskodenyId) strany.add(current.poskodenyId);
      return;
    }
  };

  /** A party whose every record is anonymised: erased like on request (idempotent: a marked party is skipped). */
  const poskodeny = async (id: string) => {
    const party = await poskodenyRepo.get(id);
    if (!party || party.anonymizovane) return;
    const { vlastnici, udalostIds, oznamenieIds } = await recordsOfParty(id);
    const records = await Promise.all([...udalostIds.map((u) => skodovaUdalostRepo.get(u)), ...oznamenieIds.map((u) => oznamenieRepo.get(u))]);
    if (records.some((r) => r && !r.anonymizovane)) return;
    if (await erasePoskodeny(party, vlastnici, mark)) v.anonymizovaniPoskodeni++;
  };

  try {
    // events first: a notification with an event follows it
    await eachRecord(keys.skodovaUdalost(''), async (uuid) => {
      v.skodoveUdalosti++;
      const e = await skodovaUdalostRepo.get(uuid);
      if (!e) return;
      const until = udalostExpiruje(e, o.lehoty);
      if (!until) {
        v.naLegalHold++;
        return;
      }
      if (until > now) return;
      if (e.poskodenyId) strany.add(e.poskodenyId);
      await udalost(uuid);
      if (e.oznamenieId) await oznamenie(e.oznamenieId);
    });
    await eachRecord(keys.oznamenie(''), async (uuid) => {
      v.oznamenia++;
      const z = await oznamenieRepo.get(uuid);
      if (!z || z.skodovaUdalostId) return;
      if (oznamenieExpiruje(z, o.lehoty) > now) return;
      if (z.poskodenyId) strany.add(z.poskodenyId);
      await oznamenie(uuid);
    });
  } catch (err) {
    if (!(err instanceof LimitReached)) throw err;
    v.prerusene = true;
  }
  // parties of the records done (and of records an interrupted run marked before the party)
  for (const id of strany) await poskodeny(id);
  return v;
}

/** One record at a time, in Scan pages (the job is not in a hurry; one at a time keeps the write rate low). */
const eachRecord = (k: { pk: string; sk: string }, each: (uuid: string) => Promise<void>) =>
  scanRecordUuids(k, async (uuids) => {
    for (const u of uuids) await each(u);
  });
