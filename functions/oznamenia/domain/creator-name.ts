/**
 * 'Vytvoril' names the person, not the login: records keep the creator's login
 * (it never changes); screens show 'Titul Meno Priezvisko, Titul' of the product user with that
 * login, or the login itself when no such user exists any more.
 */
import { pouzivatelRepo } from '../../data/pouzivatel-repo';

export async function creatorName(login: string | undefined): Promise<string | undefined> {
  if (!login) return undefined;
  const u = await pouzivatelRepo.findByLogin(login);
  if (!u) return login;
  const meno = [u.titulPredMenom, u.meno, u.priezvisko].filter(Boolean).join(' ');
  return (u.titulZaMenom ? `${meno}, ${u.titulZaMenom}` : meno) || login;
}
