/** What the file operations share: the records of one kind (photos or attachments) of an owner, in list order. */
import { compareSk } from '@shared/format/collation';
import type { SuborVlastnik } from '../../data/subor-repo';
import { loadOwner } from './owners';

/** suborRepo.fotografie or suborRepo.prilohy. */
export interface OwnerRecords<T> {
  list(owner: SuborVlastnik, uuid: string): Promise<T[]>;
  get(owner: SuborVlastnik, uuid: string, fileId: string): Promise<T | null>;
  add(owner: SuborVlastnik, uuid: string, items: readonly T[]): Promise<void>;
  remove(owner: SuborVlastnik, uuid: string, fileId: string): Promise<boolean>;
}

export interface OwnerRef {
  owner: SuborVlastnik;
  uuid: string;
}

/** Records in list order: oldest first, then by name in Slovak collation. */
export const sortRecords = <T extends { datumPridania: string; meno: string }>(list: T[]): T[] =>
  list.sort((a, b) => (a.datumPridania < b.datumPridania ? -1 : a.datumPridania > b.datumPridania ? 1 : compareSk(a.meno, b.meno)));

/** The owner's records in list order; 404 when the owner does not exist. */
export async function listRecords<T extends { datumPridania: string; meno: string }>(records: OwnerRecords<T>, { owner, uuid }: OwnerRef): Promise<T[]> {
  await loadOwner(owner, uuid);
  return sortRecords(await records.list(owner, uuid));
}
