import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { matchObce, obecOptions } from '../adresa/obec-options';
import { Combobox } from './combobox';
import { domRoot } from '@web/test/dom-root';


const dom = domRoot();

const OPTIONS = obecOptions([
  { uuid: 'bb', label: 'Banská Bystrica', okres: 'Banská Bystrica' },
  { uuid: 'bs', label: 'Banská Štiavnica', okres: 'Banská Štiavnica' },
  { uuid: 'd1', label: 'Dúbrava', okres: 'Liptovský Mikuláš' },
  { uuid: 'd2', label: 'Dúbrava', okres: 'Snina' },
]);

const log = { changes: [] as string[], submits: 0 };

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        log.submits++;
      }}
    >
      <Combobox
        id="obec"
        label="Obec"
        hint="Začnite písať"
        options={OPTIONS}
        filter={matchObce}
        value={value}
        onChange={(v) => {
          log.changes.push(v);
          setValue(v);
        }}
      />
    </form>
  );
}

function render(initial = '') {
  log.changes = [];
  log.submits = 0;
  act(() => dom.root.render(<Harness initial={initial} />));
  return { changes: log.changes, submits: () => log.submits };
}

const input = () => dom.container.querySelector<HTMLInputElement>('#obec')!;
const options = () => [...dom.container.querySelectorAll('[role=option]')].map((o) => o.textContent);
function type(value: string) {
  act(() => {
    input().focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), value);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const key = (k: string, init: KeyboardEventInit = {}) =>
  act(() => {
    input().dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init }));
  });

describe('Combobox', () => {
  it('is a labelled combobox controlling a listbox, closed at first', () => {
    render('bb');
    const el = input();
    expect(el.getAttribute('role')).toBe('combobox');
    expect(el.value).toBe('Banská Bystrica');
    expect(el.getAttribute('aria-expanded')).toBe('false');
    expect(el.getAttribute('aria-autocomplete')).toBe('list');
    const list = document.getElementById(el.getAttribute('aria-controls')!)!;
    expect(list.getAttribute('role')).toBe('listbox');
    expect(el.getAttribute('aria-describedby')).toBe('obec-hint');
  });

  it('narrows while typing, moves with the arrow keys and chooses with Enter without submitting', () => {
    const { changes, submits } = render();
    type('BANSKA');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(options()).toEqual(['Banská Bystrica', 'Banská Štiavnica']);
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    key('ArrowDown');
    key('ArrowDown');
    const activeId = input().getAttribute('aria-activedescendant')!;
    expect(document.getElementById(activeId)!.textContent).toBe('Banská Štiavnica');
    expect(document.getElementById(activeId)!.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown'); // wraps
    expect(document.getElementById(input().getAttribute('aria-activedescendant')!)!.textContent).toBe('Banská Bystrica');
    key('ArrowUp');
    key('Enter');
    expect(changes).toEqual(['bs']);
    expect(input().value).toBe('Banská Štiavnica');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(submits()).toBe(0);
  });

  it('names the district of a shared name, closes on Escape and says when nothing matches', () => {
    render();
    type('dubrava');
    expect(options()).toEqual(['Dúbrava (okres Liptovský Mikuláš)', 'Dúbrava (okres Snina)']);
    key('Escape');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    type('xyz');
    expect(options()).toEqual([]);
    expect(dom.container.textContent).toContain('Nič sa nenašlo.');
  });

  it('leaving the field chooses a text that names one option; other text leaves nothing chosen', () => {
    const { changes } = render('bb');
    type('banska stiavnica');
    act(() => input().blur());
    expect(changes).toEqual(['bs']);
    expect(input().value).toBe('Banská Štiavnica');
    type('Banská');
    act(() => input().blur());
    expect(changes).toEqual(['bs', '']);
    expect(input().value).toBe('Banská');
  });

  it('a click on an option chooses it', () => {
    const { changes } = render();
    type('dub');
    act(() => (dom.container.querySelectorAll('[role=option]')[1] as HTMLElement).click());
    expect(changes).toEqual(['d2']);
    expect(input().value).toBe('Dúbrava (okres Snina)');
  });
});
