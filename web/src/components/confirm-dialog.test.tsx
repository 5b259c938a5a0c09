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

describe('ConfirmDialog with a ConfirmRequest', () => {
  it('names itself by its heading, describes itself by its details, and goes on only once "Rozumiem" is ticked', () => {
    // prepare
    HTMLElement.prototype.scrollIntoView = vi.fn();
    const onConfirm = vi.fn();
    act(() =>
      dom.root.render(
        <ConfirmDialog
          text={{ heading: 'Naozaj si želáte ukončiť šetrenie?', details: <p>Chýba: poškodený</p>, acknowledge: { label: 'Rozumiem', error: 'Označte, že rozumiete.' }, tone: 'primary' }}
          onConfirm={onConfirm}
          onCancel={vi.fn()}
        />,
      ),
    );
    const dialog = dom.container.querySelector('[role="alertdialog"]') as HTMLElement;
    expect(document.activeElement).toBe(dialog);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.tagName).toBe('H2');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Chýba: poškodený');
    const yes = dom.container.querySelectorAll('button')[0];
    expect(yes.className).toBe('govuk-button');
    // act: 'Áno, chcem' without the tick
    act(() => yes.click());
    // assert
    expect(onConfirm).not.toHaveBeenCalled();
    expect(dom.container.textContent).toContain('Označte, že rozumiete.');
    act(() => (dom.container.querySelector('input[type="checkbox"]') as HTMLInputElement).click());
    act(() => yes.click());
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
