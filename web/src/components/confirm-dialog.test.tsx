import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

// React needs this flag to run act() outside a test renderer
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('ConfirmDialog', () => {
  it('shows its text with Áno, chcem / NIE and scrolls into view', () => {
    // prepare
    const scroll = vi.fn();
    HTMLElement.prototype.scrollIntoView = scroll;
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    // act
    act(() =>
      root.render(
        <ConfirmDialog text="Naozaj si želáte odstrániť prílohu?" onConfirm={onConfirm} onCancel={onCancel} />,
      ),
    );
    // assert
    expect(container.textContent).toContain('Naozaj si želáte odstrániť prílohu?');
    const buttons = [...container.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Áno, chcem', 'NIE']);
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });

    act(() => container.querySelectorAll('button')[1].click());
    expect(onCancel).toHaveBeenCalledOnce();
    act(() => container.querySelectorAll('button')[0].click());
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
