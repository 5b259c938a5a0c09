/**
 * The local directory: the embedded identity provider's accounts, kept in a JSON file under
 * DATA_DIR (LOCAL_DIRECTORY_FILE). The provider re-reads the file on every sign-in and the
 * synchronisation reads it too, so an account added to the file (by a test or by hand) can sign
 * in and is picked up by the next synchronisation – as a new account in AD or Cognito would be.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Directory, DirectoryAccount } from './directory';

export function readLocalAccounts(file: string): DirectoryAccount[] {
  if (!existsSync(file)) return [];
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${file}: expected a JSON array of accounts`);
  return parsed.filter(
    (a): a is DirectoryAccount => typeof a?.login === 'string' && typeof a?.meno === 'string' && typeof a?.priezvisko === 'string',
  );
}

/** Replaces the file atomically (write + rename): the provider never reads half a file. */
export function writeLocalAccounts(file: string, accounts: readonly DirectoryAccount[]): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(accounts, null, 2)}\n`);
  renameSync(tmp, file);
}

/** Adds the accounts that are missing (by login), keeps every other account as it is. */
export function ensureLocalAccounts(file: string, accounts: readonly DirectoryAccount[]): void {
  const current = readLocalAccounts(file);
  const known = new Set(current.map((a) => a.login));
  const missing = accounts.filter((a) => !known.has(a.login));
  if (missing.length > 0 || !existsSync(file)) writeLocalAccounts(file, [...current, ...missing]);
}

/** Adds or replaces one account (tests: "a new account appears in the directory"). */
export function putLocalAccount(file: string, account: DirectoryAccount): void {
  writeLocalAccounts(file, [...readLocalAccounts(file).filter((a) => a.login !== account.login), account]);
}

export function removeLocalAccount(file: string, login: string): void {
  writeLocalAccounts(file, readLocalAccounts(file).filter((a) => a.login !== login));
}

export function localDirectory(file: string): Directory {
  return {
    async listAccounts() {
      return readLocalAccounts(file);
    },
  };
}
