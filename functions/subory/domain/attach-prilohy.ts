/**
 * POST …/{id}/priloha/upload?uploadSessionUuid of any owner: the session's attachments, each checked
 * by content (prepare-priloha.ts); answers the owner's attachment list.
 */
import type { Priloha } from '@shared/api/subory';
import { suborRepo } from '../../data/subor-repo';
import { type AttachOptions, attachFiles } from './attach-files';
import { listPrilohy } from './list-prilohy';
import { preparePriloha } from './prepare-priloha';

export async function attachPrilohy(options: AttachOptions): Promise<{ attachmentList: Priloha[] }> {
  await attachFiles({ temp: 'priloha', druh: 'prilohy', records: suborRepo.prilohy, prepare: preparePriloha }, options);
  return listPrilohy(options);
}
