/**
 * A type-ahead field choosing one value of a long code list (WAI-ARIA 1.2 combobox with a listbox
 * popup, list autocomplete, manual selection): typing narrows the list; ↓/↑ move through it, Enter
 * chooses, Escape closes; a tap or click chooses too. Leaving the field with a text that names exactly
 * one option (case and diacritics aside) chooses that option; any other text leaves no value chosen.
 */
import './combobox.scss';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { normalizeSearch } from '@shared/domain/hladanie';
import { COMBOBOX_TEXTS } from '@web/texts';
import { describedBy, Field, type FieldProps } from './field';

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxProps<O extends ComboboxOption> extends FieldProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly O[];
  /** The options shown for the typed text (at most a few dozen) and the number of all matches. */
  filter: (options: readonly O[], text: string) => { shown: O[]; total: number };
  widthClass?: string;
}

export function Combobox<O extends ComboboxOption>({
  id,
  label,
  hint,
  error,
  labelSuffix,
  labelClassName,
  value,
  onChange,
  options,
  filter,
  widthClass = 'govuk-!-width-two-thirds',
}: ComboboxProps<O>) {
  const listId = `${useId()}-listbox`;
  const selectedLabel = useMemo(() => options.find((o) => o.value === value)?.label ?? '', [options, value]);
  const [text, setText] = useState(selectedLabel);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);

  // a value set elsewhere (a saved draft, an okres that no longer fits) shows as its label; a value this
  // field emitted keeps the text as the person left it
  const emitted = useRef<string | null>(null);
  useEffect(() => {
    if (emitted.current === value) emitted.current = null;
    else setText(selectedLabel);
  }, [value, selectedLabel]);
  const emit = (v: string) => {
    emitted.current = v;
    onChange(v);
  };

  const result = useMemo(() => (open ? filter(options, text) : { shown: [], total: 0 }), [open, options, text, filter]);
  const shown = result.shown;

  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (o: ComboboxOption) => {
    setText(o.label);
    setOpen(false);
    setActive(-1);
    if (o.value !== value) emit(o.value);
  };

  /** Leaving the field: a text naming exactly one option chooses it; other text leaves nothing chosen. */
  const commit = () => {
    setOpen(false);
    setActive(-1);
    const key = normalizeSearch(text);
    if (key === normalizeSearch(selectedLabel)) return;
    const exact = options.filter((o) => normalizeSearch(o.label) === key);
    if (key && exact.length === 1) choose(exact[0]);
    else if (value) emit('');
  };

  // ArrowUp on a closed list starts at the last option (known only once the list is computed)
  const activeIndex = active === Number.POSITIVE_INFINITY ? shown.length - 1 : active;

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const n = shown.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(e.altKey ? -1 : e.key === 'ArrowDown' ? 0 : Number.POSITIVE_INFINITY);
        return;
      }
      if (n === 0) return;
      if (e.key === 'ArrowDown') setActive(activeIndex + 1 >= n ? 0 : activeIndex + 1);
      else setActive(activeIndex <= 0 ? n - 1 : activeIndex - 1);
    } else if (e.key === 'Enter' && open) {
      // the phone's 'Go' key with one match left chooses it; Enter never submits the form from an open list
      e.preventDefault();
      const o = shown[activeIndex] ?? (n === 1 ? shown[0] : undefined);
      if (o) choose(o);
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text !== selectedLabel) {
        e.preventDefault();
        setText(selectedLabel);
      }
    }
  };

  const activeId = open && activeIndex >= 0 && activeIndex < shown.length ? `${listId}-${activeIndex}` : undefined;
  const more = result.total > shown.length;

  return (
    <Field id={id} label={label} hint={hint} error={error} labelSuffix={labelSuffix} labelClassName={labelClassName}>
      <div className={`es-combobox ${widthClass}`}>
        <input
          id={id}
          name={id}
          type="text"
          role="combobox"
          className={`govuk-input es-combobox__input${error ? ' govuk-input--error' : ''}`}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-describedby={describedBy(id, hint, error)}
          aria-invalid={error ? true : undefined}
          value={text}
          onChange={(e) => {
            const t = e.target.value;
            setText(t);
            setActive(-1);
            setOpen(t.trim() !== '');
            if (t.trim() === '' && value) emit('');
          }}
          onKeyDown={onKeyDown}
          onBlur={commit}
        />
        <div className="es-combobox__popup" hidden={!open}>
          {/* a press on the list must not blur the input (that would close the list before the click) */}
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={typeof label === 'string' ? COMBOBOX_TEXTS.listLabel(label) : undefined}
            className="es-combobox__list"
            onMouseDown={(e) => e.preventDefault()}
          >
            {shown.map((o, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the combobox input (aria-activedescendant)
              <div
                key={o.value}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === activeIndex}
                className={`es-combobox__option${i === activeIndex ? ' es-combobox__option--active' : ''}`}
                onClick={() => choose(o)}
              >
                {o.label}
              </div>
            ))}
          </div>
          {open && (shown.length === 0 || more) && (
            <p className="es-combobox__note" onMouseDown={(e) => e.preventDefault()}>
              {shown.length === 0 ? COMBOBOX_TEXTS.nothing : COMBOBOX_TEXTS.more(shown.length, result.total)}
            </p>
          )}
        </div>
        <div className="govuk-visually-hidden" role="status" aria-live="polite">
          {open && (shown.length === 0 ? COMBOBOX_TEXTS.nothing : `${COMBOBOX_TEXTS.count(result.total)}${more ? ` ${COMBOBOX_TEXTS.more(shown.length, result.total)}` : ''}`)}
        </div>
      </div>
    </Field>
  );
}
