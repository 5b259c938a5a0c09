import { act, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { domRoot } from '@web/test/dom-root';
import { useFormErrors } from './field-errors';
import { TextInput } from './text-input';

const dom = domRoot();

/** Two bound fields; both start with a server error. */
function Harness() {
  const errors = useFormErrors();
  const [email, setEmail] = useState('a@');
  const [telefon, setTelefon] = useState('');
  const { set } = errors;
  useEffect(() => {
    set({
      fieldErrors: [
        { fieldName: 'email', message: 'Zadajte e-mail v správnom tvare.' },
        { fieldName: 'telefon', message: 'Zadajte telefónne číslo.' },
      ],
    });
  }, [set]);
  return (
    <>
      <TextInput id="email" label="E-mail" {...errors.bind('email', email, setEmail)} />
      <TextInput id="telefon" label="Telefón" {...errors.bind('telefon', telefon, setTelefon)} />
    </>
  );
}

const input = (id: string) => dom.container.querySelector<HTMLInputElement>(`#${id}`)!;
const errorOf = (id: string) => dom.container.querySelector(`#${id}-error`)?.textContent ?? null;
function type(id: string, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(id), value);
    input(id).dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('useFormErrors().bind', () => {
  it("gives a field its state's value and its error, and editing it sets the state and clears only its own error", () => {
    act(() => dom.root.render(<Harness />));
    expect(input('email').value).toBe('a@');
    expect(errorOf('email')).toContain('Zadajte e-mail v správnom tvare.');
    expect(errorOf('telefon')).toContain('Zadajte telefónne číslo.');

    type('email', 'a@b.sk');

    expect(input('email').value).toBe('a@b.sk');
    expect(errorOf('email')).toBeNull();
    expect(errorOf('telefon')).toContain('Zadajte telefónne číslo.');
  });
});
