import { describe, expect, it } from 'vitest';
import { checkFile, type FileRules, isBusyUnkept, readyItems, readyNames, savableNames, selectFiles, type UploadItem, uploadReducer } from './upload-state';

const RULES: FileRules = {
  accept: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] },
  maxBytes: 15728640,
  messages: { type: 'Zlý typ.', size: 'Príliš veľký.' },
};
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const pending = (name: string): UploadItem => ({ key: name, name, status: 'pending', progress: 0, file: file(name, 'image/jpeg') });

describe('file checks', () => {
  it('accepts .jpg/.jpeg/.png with a matching image type', () => {
    expect(checkFile({ name: 'a.JPG', type: 'image/jpeg', size: 1 }, RULES)).toBeNull();
    expect(checkFile({ name: 'a.jpeg', type: 'image/jpeg', size: 1 }, RULES)).toBeNull();
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 1 }, RULES)).toBeNull();
    expect(checkFile({ name: 'a.png', type: '', size: 1 }, RULES)).toBeNull();
  });

  it('rejects other types and extensions with the type message', () => {
    expect(checkFile({ name: 'a.gif', type: 'image/gif', size: 1 }, RULES)).toBe('Zlý typ.');
    expect(checkFile({ name: 'a.pdf', type: 'image/jpeg', size: 1 }, RULES)).toBe('Zlý typ.');
    expect(checkFile({ name: 'a.png', type: 'image/jpeg', size: 1 }, RULES)).toBe('Zlý typ.');
  });

  it('rejects a file over 15 MB with the size message, accepts exactly 15 MB', () => {
    expect(checkFile({ name: 'a.jpg', type: 'image/jpeg', size: 15728641 }, RULES)).toBe('Príliš veľký.');
    expect(checkFile({ name: 'a.jpg', type: 'image/jpeg', size: 15728640 }, RULES)).toBeNull();
  });
});

describe('selectFiles', () => {
  it('ignores a file whose name is already in the list, also within one selection', () => {
    // prepare
    const items = readyItems([{ serverName: 'a__0123abcd.jpg', name: 'a.jpg' }]);
    // act
    const sel = selectFiles(items, [file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')], RULES);
    // assert
    expect(sel.duplicates).toEqual(['a.jpg', 'b.jpg']);
    expect(sel.accepted.map((i) => [i.name, i.status])).toEqual([['b.jpg', 'pending']]);
  });

  it('refuses wrong type and size with their messages and accepts the rest', () => {
    const sel = selectFiles([], [file('x.gif', 'image/gif'), file('big.png', 'image/png', 15728641), file('ok.png', 'image/png')], RULES);
    expect(sel.rejected).toEqual([
      { name: 'x.gif', message: 'Zlý typ.' },
      { name: 'big.png', message: 'Príliš veľký.' },
    ]);
    expect(sel.accepted.map((i) => i.name)).toEqual(['ok.png']);
  });
});

describe('uploadReducer', () => {
  it('moves pending → ready with the server name and progress 1', () => {
    let items = uploadReducer([], { type: 'add', items: [pending('a.jpg')] });
    items = uploadReducer(items, { type: 'progress', key: 'a.jpg', progress: 0.5 });
    expect(items[0].progress).toBe(0.5);
    items = uploadReducer(items, { type: 'uploaded', key: 'a.jpg', serverName: 'a__0123abcd.jpg' });
    expect(items[0]).toMatchObject({ status: 'ready', serverName: 'a__0123abcd.jpg', progress: 1 });
    expect(readyNames(items)).toEqual(['a__0123abcd.jpg']);
  });

  it('lets a form be saved with a file still going up once its copy is safe, in list order', () => {
    let items = uploadReducer([...readyItems([{ serverName: 'x__1.jpg', name: 'x.jpg' }]), pending('a.jpg'), pending('b.jpg')], { type: 'kept', key: 'a.jpg', keptName: 'zariadenie:a' });
    expect(isBusyUnkept(items)).toBe(true); // b.jpg is not safe anywhere yet
    items = uploadReducer(items, { type: 'kept', key: 'b.jpg', keptName: 'zariadenie:b' });
    expect(isBusyUnkept(items)).toBe(false);
    expect(savableNames(items)).toEqual(['x__1.jpg', 'zariadenie:a', 'zariadenie:b']);
    items = uploadReducer(items, { type: 'uploaded', key: 'a.jpg', serverName: 'a__2.jpg' });
    expect(savableNames(items)).toEqual(['x__1.jpg', 'a__2.jpg', 'zariadenie:b']);
    // a failed one is saved under no name
    items = uploadReducer(items, { type: 'failed', key: 'b.jpg', error: 'x' });
    expect(savableNames(items)).toEqual(['x__1.jpg', 'a__2.jpg']);
  });

  it('marks a failed upload failed ("zlyhanie") and lets it be retried', () => {
    let items = uploadReducer([pending('a.jpg')], { type: 'failed', key: 'a.jpg', error: 'x' });
    expect(items[0]).toMatchObject({ status: 'failed', error: 'x' });
    expect(readyNames(items)).toEqual([]);
    items = uploadReducer(items, { type: 'retry', key: 'a.jpg' });
    expect(items[0]).toMatchObject({ status: 'pending', progress: 0, error: undefined });
  });

  it('keeps a file the server refused failed: trying it again cannot help', () => {
    let items = uploadReducer([pending('a.jpg')], { type: 'failed', key: 'a.jpg', error: 'Súbor nie je platná fotografia JPG alebo PNG.', retryable: false });
    expect(items[0]).toMatchObject({ status: 'failed', retryable: false });
    items = uploadReducer(items, { type: 'retry', key: 'a.jpg' });
    expect(items[0]).toMatchObject({ status: 'failed', error: 'Súbor nie je platná fotografia JPG alebo PNG.' });
  });

  it('keeps the item while removing and restores it when the removal fails', () => {
    const ready = readyItems([{ serverName: 'a__0123abcd.jpg', name: 'a.jpg' }]);
    const key = ready[0].key;
    let items = uploadReducer(ready, { type: 'removeStart', key });
    expect(items).toHaveLength(1);
    expect(items[0].status).toBe('removing');
    items = uploadReducer(items, { type: 'removeFailed', key, error: 'nie' });
    expect(items[0]).toMatchObject({ status: 'ready', error: 'nie' });
    items = uploadReducer(uploadReducer(items, { type: 'removeStart', key }), { type: 'removed', key });
    expect(items).toEqual([]);
  });

  it('ignores a late progress or result for an item that is no longer pending', () => {
    const ready = readyItems([{ serverName: 's', name: 'a.jpg' }]);
    const key = ready[0].key;
    expect(uploadReducer(ready, { type: 'failed', key, error: 'x' })).toEqual(ready);
    expect(uploadReducer(ready, { type: 'progress', key, progress: 0.2 })).toEqual(ready);
  });
});
