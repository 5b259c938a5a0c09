/**
 * A wizard photo is decoded as soon as its upload finishes (POST …/fotografia/overit) and again when
 * step 1 is saved: a file that starts like a JPEG but is not an image is refused at once, with the
 * Slovak reason on that file, not only at 'Odoslať oznámenie', when the reporter can still pick another.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApi } from '../../scripts/test/api-harness';
import { fakeJpeg, jpeg, newVisitor, step1, type Visitor, wizardIds } from '../../scripts/test/wizard-client';
import { headObject } from '../lib/uploads';
import { tempKey } from '../subory/domain/file-names';

const api = fileTestApi();
let ids: Awaited<ReturnType<typeof wizardIds>>;

beforeAll(async () => {
  ids = await wizardIds(api);
});

const NOT_A_PHOTO = 'Súbor nie je platná fotografia JPG alebo PNG.';
const check = (v: Visitor, filename: string, session = v.draft.fileUploadSessionId) => v.call('POST', `/fotografia/overit?uploadSessionUuid=${session}`, { filename });

describe('wizard photos are decoded as soon as they are uploaded', () => {
  it('accepts a real photo with 204', async () => {
    const v = await newVisitor(api);
    const up = await v.upload('úľ.jpg', await jpeg());
    expect(up.status).toBe(204);
    const res = await check(v, up.filename);
    expect(res.status).toBe(204);
    expect(await headObject(tempKey(v.draft.fileUploadSessionId, up.filename))).not.toBeNull();
  });

  it.each([
    ['a file that starts like a JPEG and is text', async () => fakeJpeg()],
    ['a truncated JPEG', async () => (await jpeg(1600, 1200)).subarray(0, 4000)],
  ])('refuses %s at once with the Slovak reason on that file, and deletes it', async (_what, bytes) => {
    const v = await newVisitor(api);
    const up = await v.upload('faktúra.jpg', await bytes());
    expect(up.status).toBe(204);
    const res = await check(v, up.filename);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ generalErrors: [], fieldErrors: [{ fieldName: 'fotografie', message: `${NOT_A_PHOTO} (faktúra.jpg)` }] });
    expect(await headObject(tempKey(v.draft.fileUploadSessionId, up.filename))).toBeNull();
  });

  it('says a missing file is missing, and checks only the own upload session', async () => {
    const v = await newVisitor(api);
    const missing = await check(v, 'nic__0badc0de.jpg');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ generalErrors: [], fieldErrors: [{ fieldName: 'fotografie', message: 'Fotografia sa nenašla medzi nahratými súbormi. Nahrajte ju znova. (nic.jpg)' }] });
    const other = await newVisitor(api);
    const up = await other.upload('a.jpg', await jpeg());
    expect((await check(v, up.filename, other.draft.fileUploadSessionId)).status).toBe(403);
  });
});

describe('step 1 decodes every photo when it is saved', () => {
  it('refuses a file that starts like a JPEG but is not an image (the browser never asked for the check)', async () => {
    const v = await newVisitor(api);
    const good = await v.upload('dobrá.jpg', await jpeg());
    const bad = await v.upload('zlá.jpg', fakeJpeg());
    const res = await v.call('PUT', '/webove-oznamenie/udaje-o-skode', step1(ids, [good.filename, bad.filename]));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ generalErrors: [], fieldErrors: [{ fieldName: 'fotografie', message: `${NOT_A_PHOTO} (zlá.jpg)` }] });
    const saved = await v.call('PUT', '/webove-oznamenie/udaje-o-skode', step1(ids, [good.filename]));
    expect(saved.status).toBe(200);
  });
});
