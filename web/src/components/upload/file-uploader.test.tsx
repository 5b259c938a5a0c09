import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileUploader, type FileUploaderOptions, useFileUploader } from './file-uploader';
import type { FileRules } from './upload-state';
import { domRoot } from '@web/test/dom-root';


const RULES: FileRules = {
  accept: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] },
  maxBytes: 100,
  messages: { type: 'Zlý typ.', size: 'Príliš veľký.' },
};

const dom = domRoot();

function Harness(props: Omit<FileUploaderOptions, 'rules'>) {
  const controller = useFileUploader({ ...props, rules: RULES });
  return <FileUploader id="fotografie" label="Fotografie" controller={controller} rules={RULES} />;
}

/** Resolvable promise for a call the test answers later. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const choose = async (...files: File[]) => {
  const input = dom.container.querySelector<HTMLInputElement>('input[type=file]')!;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
};
const rows = () => [...dom.container.querySelectorAll('li')].map((li) => `${li.querySelector('.es-upload__name')?.textContent} ${li.querySelector('.govuk-tag')?.textContent}`);
const jpeg = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('FileUploader', () => {
  it('uploads a chosen file at once: nahrávam... then nahraté, and announces it', async () => {
    // prepare
    const upload = deferred<string>();
    act(() => dom.root.render(<Harness initial={[]} upload={() => upload.promise} remove={vi.fn()} />));
    // act
    await choose(jpeg('a.jpg'));
    // assert
    expect(rows()).toEqual(['a.jpg nahrávam...']);
    expect(dom.container.querySelector('progress')).not.toBeNull();
    await act(async () => upload.resolve('a__0123abcd.jpg'));
    expect(rows()).toEqual(['a.jpg nahraté']);
    expect(dom.container.querySelector('[role=status]')?.textContent).toBe('Súbor a.jpg bol nahratý.');
  });

  it('leaving the form aborts an upload whose file is safe nowhere, and lets one whose copy is kept go on', async () => {
    const signals = new Map<string, AbortSignal>();
    const upload: FileUploaderOptions['upload'] = (file, _type, _progress, signal, onKept) => {
      signals.set(file.name, signal);
      if (file.name === 'kept.jpg') onKept('zariadenie:1');
      return new Promise<string>(() => undefined);
    };
    act(() => dom.root.render(<Harness initial={[]} upload={upload} remove={vi.fn()} />));
    await choose(jpeg('kept.jpg'), jpeg('loose.jpg'));
    act(() => dom.root.render(<p>krok 2</p>));
    expect(signals.get('kept.jpg')?.aborted).toBe(false);
    expect(signals.get('loose.jpg')?.aborted).toBe(true);
  });

  it('shows zlyhanie with a retry when the upload fails', async () => {
    const upload = vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValueOnce('a__0123abcd.jpg');
    act(() => dom.root.render(<Harness initial={[]} upload={upload} remove={vi.fn()} />));
    await choose(jpeg('a.jpg'));
    expect(rows()).toEqual(['a.jpg zlyhanie']);
    const retry = [...dom.container.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Skúsiť znova'))!;
    await act(async () => retry.click());
    expect(upload).toHaveBeenCalledTimes(2);
    expect(rows()).toEqual(['a.jpg nahraté']);
  });

  it('ignores a duplicate name and refuses a too large or wrong file with its message', async () => {
    const upload = vi.fn().mockResolvedValue('s');
    act(() => dom.root.render(<Harness initial={[{ serverName: 'a__0123abcd.jpg', name: 'a.jpg' }]} upload={upload} remove={vi.fn()} />));
    await choose(jpeg('a.jpg'), jpeg('big.jpg', 101), new File(['x'], 'x.gif', { type: 'image/gif' }));
    expect(upload).not.toHaveBeenCalled();
    expect(rows()).toEqual(['a.jpg nahraté']);
    expect(dom.container.querySelector('.govuk-error-message')?.textContent).toContain('big.jpg: Príliš veľký.');
    expect(dom.container.querySelector('.govuk-error-message')?.textContent).toContain('x.gif: Zlý typ.');
  });

  it('changes the list only when the removal succeeds (204)', async () => {
    // prepare
    const remove = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(undefined);
    act(() => dom.root.render(<Harness initial={[{ serverName: 'a__0123abcd.jpg', name: 'a.jpg' }]} upload={vi.fn()} remove={remove} />));
    const removeButton = () => [...dom.container.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Odstrániť'))!;
    // act: the server refuses
    await act(async () => removeButton().click());
    // assert
    expect(remove).toHaveBeenCalledWith('a__0123abcd.jpg');
    expect(rows()).toEqual(['a.jpg nahraté']);
    expect(dom.container.textContent).toContain('Súbor sa nepodarilo odstrániť.');
    // act: the server confirms
    await act(async () => removeButton().click());
    expect(rows()).toEqual([]);
  });
});
