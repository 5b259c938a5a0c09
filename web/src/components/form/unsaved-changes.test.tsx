import { createBrowserHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { domRoot } from '@web/test/dom-root';
import { useChangedSince, useUnsavedChangesGuard } from './unsaved-changes';

const dom = domRoot();

/** A form with one field and 'Uložiť' (which makes the typed value the saved one). */
function Form() {
  const [saved, setSaved] = useState('');
  const [value, setValue] = useState('');
  const guard = useUnsavedChangesGuard(value !== saved);
  return (
    <form>
      <input aria-label="Spisová značka" value={value} onChange={(e) => setValue(e.target.value)} />
      <button type="button" onClick={() => setSaved(value)}>
        Uložiť
      </button>
      {guard}
    </form>
  );
}

function setup() {
  window.history.replaceState(null, '', '/formular');
  const root = createRootRoute();
  const router = createRouter({
    history: createBrowserHistory(),
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/formular', component: Form }),
      createRoute({ getParentRoute: () => root, path: '/opatrenia', component: () => <h1>Opatrenia</h1> }),
    ]),
  });
  return router;
}

async function render(router: ReturnType<typeof setup>) {
  await act(async () => {
    dom.root.render(<RouterProvider router={router} />);
  });
}

const type = (text: string) =>
  act(() => {
    const input = dom.container.querySelector('input') as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const button = (name: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
const beforeUnloadBlocked = () => {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e.defaultPrevented;
};

describe('useUnsavedChangesGuard', () => {
  it('asks before leaving a changed form; "Zostať na stránke" keeps it, "Odísť bez uloženia" leaves', async () => {
    // prepare
    const router = setup();
    await render(router);
    type('OU-123/2026');
    // act
    await act(async () => {
      void router.history.push('/opatrenia');
    });
    // assert: the dialog, named and described, and still on the form
    const dialog = dom.container.querySelector('dialog') as HTMLDialogElement;
    expect(dialog).not.toBeNull();
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Máte neuložené zmeny');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toContain('sa stratia');
    await act(async () => button('Zostať na stránke').click());
    expect(router.state.location.pathname).toBe('/formular');
    expect((dom.container.querySelector('input') as HTMLInputElement).value).toBe('OU-123/2026');
    expect(dom.container.querySelector('dialog')).toBeNull();

    await act(async () => {
      void router.history.push('/opatrenia');
    });
    await act(async () => button('Odísť bez uloženia').click());
    expect(router.state.location.pathname).toBe('/opatrenia');
  });

  it('lets a saved form go without asking, and asks the browser on reload only while changed', async () => {
    // prepare
    const router = setup();
    await render(router);
    expect(beforeUnloadBlocked()).toBe(false);
    type('OU-123/2026');
    expect(beforeUnloadBlocked()).toBe(true);
    // act: 'Uložiť'
    await act(async () => button('Uložiť').click());
    // assert
    expect(beforeUnloadBlocked()).toBe(false);
    await act(async () => {
      await router.history.push('/opatrenia');
    });
    expect(dom.container.querySelector('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/opatrenia');
  });
});

function Changed({ v }: { v: { a: string } }) {
  return <>{String(useChangedSince(v))}</>;
}

describe('useChangedSince', () => {
  it('is true once the value differs from the first one, and false when it is back', () => {
    act(() => dom.root.render(<Changed v={{ a: '' }} />));
    expect(dom.container.textContent).toBe('false');
    act(() => dom.root.render(<Changed v={{ a: 'x' }} />));
    expect(dom.container.textContent).toBe('true');
    act(() => dom.root.render(<Changed v={{ a: '' }} />));
    expect(dom.container.textContent).toBe('false');
  });
});
