/**
 * The save model of the staff forms: a form saves when the person says so ('Uložiť'), and leaving it
 * with changes not yet on the server is never silent. useUnsavedChangesGuard(dirty) stops every
 * in-app navigation that leaves the page (a tab, a link, the browser's back) and asks in a dialog;
 * a reload or closing the tab gets the browser's own question (beforeunload). A form that saves by
 * itself (the notification) passes `flush`: a save still on its way is awaited before anyone is asked.
 */
import { useBlocker } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useId, useRef } from 'react';
import { COMMON_TEXTS } from '@web/texts';
import './unsaved-changes.css';

type Dirty = boolean | (() => boolean);

/**
 * `dirty`: the form differs from what is saved (a function when the form keeps it in refs, read at
 * the moment of leaving). After a save that navigates away, navigate with `ignoreBlocker: true` – the
 * rendered `dirty` is the old one until the next render. Render the returned node anywhere in the form.
 */
export function useUnsavedChangesGuard(dirty: Dirty, { flush }: { flush?: () => Promise<unknown> } = {}): ReactNode {
  const latest = useRef({ dirty, flush });
  latest.current = { dirty, flush };
  const isDirty = useCallback(() => {
    const d = latest.current.dirty;
    return typeof d === 'function' ? d() : d;
  }, []);
  const shouldBlockFn = useCallback(
    async ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) => {
      // the same page with other search params (a pager, a filter) keeps the form
      if (current.pathname === next.pathname || !isDirty()) return false;
      const f = latest.current.flush;
      if (f) await f();
      return isDirty();
    },
    [isDirty],
  );
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload: isDirty, withResolver: true });
  return blocker.status === 'blocked' ? <LeaveDialog onLeave={blocker.proceed} onStay={blocker.reset} /> : null;
}

/** The question as a modal dialog: it answers a click anywhere on the page (the header, the tabs), so it cannot sit in the form's flow. */
export function LeaveDialog({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // showModal moves focus into the dialog, makes the page behind it inert and lets Esc cancel
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
    return () => {
      if (el.open && typeof el.close === 'function') el.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="es-leave-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(e) => {
        e.preventDefault();
        onStay();
      }}
    >
      <h2 className="govuk-heading-m" id={`${id}-title`}>
        {COMMON_TEXTS.neulozeneNadpis}
      </h2>
      <p className="govuk-body" id={`${id}-text`}>
        {COMMON_TEXTS.neulozeneText}
      </p>
      <div className="govuk-button-group govuk-!-margin-bottom-0">
        <button type="button" className="govuk-button govuk-!-margin-bottom-0" onClick={onStay}>
          {COMMON_TEXTS.neulozeneZostat}
        </button>
        <button type="button" className="govuk-button govuk-button--warning govuk-!-margin-bottom-0" onClick={onLeave}>
          {COMMON_TEXTS.neulozeneOdist}
        </button>
      </div>
    </dialog>
  );
}

/** `dirty` of a form kept in one state object: it differs from the values it started with (the form remounts after a save). */
export function useChangedSince<T>(value: T): boolean {
  const start = useRef(value).current;
  return JSON.stringify(value) !== JSON.stringify(start);
}
