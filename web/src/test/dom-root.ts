/**
 * Component tests without a test renderer: a fresh <div> and React root for each test of the file,
 * unmounted and removed after it. `const dom = domRoot();` at the top level of the test file, then
 * `act(() => dom.root.render(…))` and `dom.container.querySelector(…)`.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

// React needs this flag to run act() outside a test renderer
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface DomRoot {
  readonly container: HTMLDivElement;
  readonly root: Root;
}

export function domRoot(): DomRoot {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });
  return {
    get container() {
      if (!container) throw new Error('domRoot: used outside a test');
      return container;
    },
    get root() {
      if (!root) throw new Error('domRoot: used outside a test');
      return root;
    },
  };
}
