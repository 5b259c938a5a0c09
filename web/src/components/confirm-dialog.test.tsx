import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { domRoot } from '@web/test/dom-root';


const dom = domRoot();



describe('ConfirmDialog', () => {
  it('shows its text with Áno, chcem / NIE and scrolls into view', () => {
    // prepare
    const scroll = vi.fn();
    HTMLElement.prototype.scrollIntoView = scroll;
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    // act
    act(() =>
      dom.root.render(
        <ConfirmDialog text="Naozaj si želáte odstrániť prílohu?" onConfirm={onConfirm} onCancel={onCancel} />,
      ),
    );
    // assert
    expect(dom.container.textContent).toContain('Naozaj si želáte odstrániť prílohu?');
    const buttons = [...dom.container.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Áno, chcem', 'NIE']);
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });

    act(() => dom.container.querySelectorAll('button')[1].click());
    expect(onCancel).toHaveBeenCalledOnce();
    act(() => dom.container.querySelectorAll('button')[0].click());
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
