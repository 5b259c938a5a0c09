/**
 * POST …/{id}/fotografia/upload?uploadSessionUuid of any owner: the session's photos, each checked by
 * content, with its thumbnail and EXIF date/GPS (prepare-photo.ts); answers the owner's photo list.
 */
import type { Fotografia } from '@shared/api/subory';
import { suborRepo } from '../../data/subor-repo';
import { type AttachOptions, attachFiles } from './attach-files';
import { listFotografie } from './list-fotografie';
import { preparePhoto } from './prepare-photo';

export async function attachFotografie(options: AttachOptions): Promise<{ photoList: Fotografia[] }> {
  await attachFiles({ temp: 'fotografia', druh: 'fotografie', records: suborRepo.fotografie, prepare: preparePhoto }, options);
  return listFotografie(options);
}
