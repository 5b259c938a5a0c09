/** GET …/{id}/prilohy of any owner (response attachmentList). */
import type { Priloha } from '@shared/api/subory';
import { type PrilohaItem, suborRepo } from '../../data/subor-repo';
import { listRecords, type OwnerRef } from './records';

const toPriloha = (p: PrilohaItem): Priloha => ({ fileId: p.fileId, name: p.meno, size: p.velkost, dateCreated: p.datumPridania });

export async function listPrilohy(ref: OwnerRef): Promise<{ attachmentList: Priloha[] }> {
  return { attachmentList: (await listRecords(suborRepo.prilohy, ref)).map(toPriloha) };
}
