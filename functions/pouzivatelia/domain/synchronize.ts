import type { SynchronizaciaVysledok } from '@shared/api/pouzivatelia';
import { type PouzivatelItem, pouzivatelRepo } from '../../data/pouzivatel-repo';
import { syncRepo } from '../../data/sync-repo';
import { HttpError } from '../../lib/errors';
import { log } from '../../lib/log';
import type { Directory, DirectoryAccount } from './directory/directory';
import { WriteError } from '../../data/write-error';

export const EMPTY_DIRECTORY_MESSAGE = 'Adresár nevrátil žiadne účty, synchronizácia nebola vykonaná. Kontaktujte administrátora systému.';

const key = (login: string) => login.toLowerCase();

/**
 * Synchronises the product's users with the directory:
 * - an account new to the product becomes an active user without rights and organisations;
 * - a user whose account is gone becomes inactive – never deleted, its history stays;
 * - names and emails follow the directory; a returning account is active again.
 * Safe to run twice at once: a login is created under a unique guard (one user per login), and
 * every other write sets values the directory dictates (the same result in any order).
 */
export async function synchronize(options: { directory: Directory; actorLogin: string }): Promise<SynchronizaciaVysledok> {
  const accounts = new Map<string, DirectoryAccount>();
  for (const a of await options.directory.listAccounts()) if (a.login.trim()) accounts.set(key(a.login), a);
  // An empty answer is a broken directory connection, not "everyone left": deactivating every user would lock the product.
  if (accounts.size === 0) throw new HttpError(502, { generalErrors: [EMPTY_DIRECTORY_MESSAGE], fieldErrors: [] });

  const users = new Map<string, PouzivatelItem>((await pouzivatelRepo.listAll()).map((u) => [key(u.login), u]));
  let vytvoreni = 0;
  let deaktivovani = 0;
  let aktualizovani = 0;

  for (const [k, a] of accounts) {
    let user = users.get(k);
    if (!user) {
      // a user stored before the list index existed: bring it into the index instead of duplicating it
      const legacy = await pouzivatelRepo.findByLogin(a.login);
      if (legacy) {
        await pouzivatelRepo.backfillIndexes(legacy);
        user = legacy;
      }
    }
    if (!user) {
      try {
        await pouzivatelRepo.create({
          login: a.login,
          meno: a.meno,
          priezvisko: a.priezvisko,
          email: a.email,
          aktivny: true,
          gdprSuhlas: false,
          opravnenia: [],
          organizacieUuids: [],
          notifikaciaNoveOznamenie: false,
          notifikaciaNovaSkodovaUdalost: false,
        });
        vytvoreni++;
      } catch (err) {
        // created meanwhile by a concurrent synchronisation
        if (!(err instanceof WriteError && err.reason === 'loginTaken')) throw err;
      }
      continue;
    }
    const changed = user.meno !== a.meno || user.priezvisko !== a.priezvisko || (user.email ?? undefined) !== (a.email || undefined) || !user.aktivny;
    if (changed) {
      await pouzivatelRepo.updateZAdresara(user.uuid, { meno: a.meno, priezvisko: a.priezvisko, email: a.email || undefined, aktivny: true });
      aktualizovani++;
    }
  }

  for (const [k, user] of users) {
    if (accounts.has(k) || !user.aktivny) continue;
    await pouzivatelRepo.updateZAdresara(user.uuid, { meno: user.meno, priezvisko: user.priezvisko, email: user.email, aktivny: false });
    deaktivovani++;
  }

  const poslednaSynchronizacia = new Date().toISOString();
  await syncRepo.save({ poslednaSynchronizacia, login: options.actorLogin, vytvoreni, deaktivovani, aktualizovani });
  log.info('directory synchronisation', { vytvoreni, deaktivovani, aktualizovani, ucty: accounts.size });
  return { poslednaSynchronizacia, vytvoreni, deaktivovani, aktualizovani };
}
