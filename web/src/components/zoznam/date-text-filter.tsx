/**
 * The date range and search text of a list filter (spec part 1 §2): the typed values stay local while
 * filtering (re-creating the form would take focus and keystrokes away); dates apply on blur or Enter
 * ('from' ≤ 'to' ≤ today, dd.MM.yyyy), the text after a 300 ms pause (trimmed, ≤ 255). Only changes made
 * elsewhere (a removed tag, 'Zrušiť filtre', the back button) replace what is typed.
 */
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { LIMITS } from '@shared/api/limits';
import { formatDateSk, parseDateSk, todayIso } from '@shared/format/dates';
import { useDebounced } from '@web/lib/use-debounced';
import { COMMON_TEXTS } from '@web/texts';
import { TextInput } from '../form/text-input';

export interface DateRangeHandle {
  apply(): void;
}

export function DateRangeFilter({
  from,
  to,
  labelFrom,
  labelTo,
  onChange,
  ref,
}: {
  from?: string;
  to?: string;
  labelFrom: string;
  labelTo: string;
  onChange: (range: { from?: string; to?: string }) => unknown;
  ref?: React.Ref<DateRangeHandle>;
}) {
  const sent = useRef({ from, to });
  const [fromText, setFrom] = useState(formatDateSk(from));
  const [toText, setTo] = useState(formatDateSk(to));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  useEffect(() => {
    if (from === sent.current.from && to === sent.current.to) return;
    if (from !== sent.current.from) setFrom(formatDateSk(from));
    if (to !== sent.current.to) setTo(formatDateSk(to));
    sent.current = { from, to };
    setErrors({});
  }, [from, to]);

  const apply = () => {
    const f = fromText.trim() ? parseDateSk(fromText) : '';
    const t = toText.trim() ? parseDateSk(toText) : '';
    const next: { from?: string; to?: string } = {};
    const today = todayIso();
    if (f === null) next.from = COMMON_TEXTS.dateFormatError;
    else if (f && f > today) next.from = 'Dátum od nemôže byť v budúcnosti.';
    if (t === null) next.to = COMMON_TEXTS.dateFormatError;
    else if (t && t > today) next.to = 'Dátum do nemôže byť v budúcnosti.';
    if (!next.from && !next.to && f && t && f > t) next.from = 'Dátum od nemôže byť neskôr ako dátum do.';
    setErrors(next);
    if (next.from || next.to) return;
    // one way of writing a date on screen, whichever way it was typed
    setFrom(formatDateSk(f));
    setTo(formatDateSk(t));
    const range = { from: f || undefined, to: t || undefined };
    if (range.from !== from || range.to !== to) {
      sent.current = range;
      void onChange(range);
    }
  };
  useImperativeHandle(ref, () => ({ apply }));
  return (
    <>
      <TextInput id="from" label={labelFrom} hint={COMMON_TEXTS.dateHint} widthClass="govuk-input--width-10" value={fromText} onChange={setFrom} onBlur={apply} error={errors.from} autoComplete="off" />
      <TextInput id="to" label={labelTo} hint={COMMON_TEXTS.dateHint} widthClass="govuk-input--width-10" value={toText} onChange={setTo} onBlur={apply} error={errors.to} autoComplete="off" />
    </>
  );
}

export function SearchTextFilter({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (text: string) => unknown }) {
  const sent = useRef(value);
  const [text, setText] = useState(value);
  const debounced = useDebounced(text, 300);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    const v = debounced.trim().slice(0, LIMITS.text);
    if (v === sent.current) return;
    sent.current = v;
    void onChangeRef.current(v);
  }, [debounced]);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  return <TextInput id={id} label={label} type="search" widthClass="govuk-input--width-20" maxLength={LIMITS.text} value={text} onChange={setText} autoComplete="off" />;
}

/** 'Zrušiť filtre': clears every filter, the sort and the page (spec part 1 §4 'Filters'). */
export function ResetFiltersButton({ onReset }: { onReset: () => void }) {
  return (
    <div className="govuk-form-group govuk-!-padding-top-6">
      <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={onReset}>
        Zrušiť filtre
      </button>
    </div>
  );
}
