import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { domRoot } from '@web/test/dom-root';
import { useSingleFlight } from './use-single-flight';

const dom = domRoot();

function Button({ request }: { request: () => Promise<unknown> }) {
  const { pending, run } = useSingleFlight();
  return (
    <button type="button" disabled={pending} onClick={() => void run(request)}>
      Priradiť
    </button>
  );
}

function Probe({ expose }: { expose: (run: ReturnType<typeof useSingleFlight>['run']) => void }) {
  expose(useSingleFlight().run);
  return null;
}

describe('useSingleFlight', () => {
  it('sends one request for two clicks before the first answer, and disables the button meanwhile', async () => {
    // prepare
    let answer: (v: unknown) => void = () => {};
    const request = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    act(() => dom.root.render(<Button request={request} />));
    const button = dom.container.querySelector('button') as HTMLButtonElement;
    // act: the second click lands before React renders the disabled button
    act(() => {
      button.click();
      button.click();
    });
    // assert
    expect(request).toHaveBeenCalledOnce();
    expect(button.disabled).toBe(true);
    await act(async () => answer(undefined));
    expect(button.disabled).toBe(false);
  });

  it('runs again once the previous request has finished, also after a failure', async () => {
    // prepare
    const request = vi.fn().mockRejectedValueOnce(new Error('409')).mockResolvedValueOnce('ok');
    let run: ReturnType<typeof useSingleFlight>['run'] = async () => undefined;
    act(() => dom.root.render(<Probe expose={(r) => (run = r)} />));
    // act
    await act(async () => {
      await run(request).catch(() => undefined);
    });
    let second: unknown;
    await act(async () => {
      second = await run(request);
    });
    // assert
    expect(request).toHaveBeenCalledTimes(2);
    expect(second).toBe('ok');
  });
});
