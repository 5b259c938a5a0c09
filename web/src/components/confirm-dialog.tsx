import { useLocation } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { COMMON_TEXTS } from '../texts';
import { Checkbox } from './form/checkbox';

/** A confirmation with more to say than one question: a forward state change that locks parts of the record. */
export interface ConfirmRequest {
  /** The question, e.g. 'Naozaj si želáte ukončiť šetrenie?'. */
  heading: string;
  /** What follows from 'Áno, chcem' (what becomes locked, what is still missing). */
  details?: ReactNode;
  /**
   * A box the person ticks before 'Áno, chcem' goes on – going on despite what is missing is a
   * deliberate act, not one more click. Without the tick 'Áno, chcem' shows `error` at the box.
   */
  acknowledge?: { label: string; error: string };
  /** 'warning' (red) for a removal, 'primary' for a step forward. */
  tone?: 'warning' | 'primary';
}

/**
 * Confirmation prompt (spec part 1 §4): shows its text with 'Áno, chcem' and 'NIE', scrolls into
 * view, and is dismissed on navigation or cancel. Inline on the page, not a modal (the ID-SK way):
 * focus moves to it, and a screen reader hears its question and details (role alertdialog).
 */
export function ConfirmDialog({ text, onConfirm, onCancel }: { text: string | ConfirmRequest; onConfirm: () => void; onCancel: () => void }) {
  const request: ConfirmRequest = typeof text === 'string' ? { heading: text } : text;
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // once, when the prompt appears
  // biome-ignore lint/correctness/useExhaustiveDependencies: the prompt's kind does not change while it is shown
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // a one-line question in the middle of the screen; a longer one from its heading (it may be taller than the screen)
    el.scrollIntoView?.({ behavior: 'smooth', block: typeof text === 'string' ? 'center' : 'start' });
    el.focus({ preventScroll: true });
  }, []);
  const yes = () => {
    if (request.acknowledge && !acknowledged) {
      setError(request.acknowledge.error);
      document.getElementById(`${id}-ack`)?.focus();
      return;
    }
    onConfirm();
  };
  return (
    <div
      ref={ref}
      className="es-confirm"
      role="alertdialog"
      aria-labelledby={`${id}-text`}
      aria-describedby={request.details ? `${id}-details` : undefined}
      tabIndex={-1}
    >
      {typeof text === 'string' ? (
        <p className="govuk-body govuk-!-font-weight-bold" id={`${id}-text`}>
          {request.heading}
        </p>
      ) : (
        <h2 className="govuk-heading-m" id={`${id}-text`}>
          {request.heading}
        </h2>
      )}
      {request.details && <div id={`${id}-details`}>{request.details}</div>}
      {request.acknowledge && (
        <Checkbox
          id={`${id}-ack`}
          label={request.acknowledge.label}
          checked={acknowledged}
          onChange={(v) => {
            setAcknowledged(v);
            setError(undefined);
          }}
          error={error}
        />
      )}
      <div className="govuk-button-group">
        <button type="button" className={`govuk-button${request.tone === 'primary' ? '' : ' govuk-button--warning'}`} onClick={yes}>
          {COMMON_TEXTS.confirmYes}
        </button>
        <button type="button" className="govuk-button govuk-button--secondary" onClick={onCancel}>
          {COMMON_TEXTS.confirmNo}
        </button>
      </div>
    </div>
  );
}

/**
 * `const { confirm, dialog } = useConfirm()`; render `dialog` where the prompt belongs and
 * `if (await confirm('Naozaj …?')) …` (or a ConfirmRequest). Navigation resolves a pending prompt with false.
 */
export function useConfirm(): { confirm: (text: string | ConfirmRequest) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<{ text: string | ConfirmRequest; resolve: (ok: boolean) => void } | null>(null);
  const pathname = useLocation({ select: (l) => l.pathname });

  const confirm = useCallback(
    (text: string | ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        setPending((prev) => {
          prev?.resolve(false);
          return { text, resolve };
        });
      }),
    [],
  );

  const close = useCallback((ok: boolean) => {
    setPending((prev) => {
      prev?.resolve(ok);
      return null;
    });
  }, []);

  // dismissed on navigation
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes
  useEffect(() => {
    close(false);
  }, [pathname, close]);

  const dialog = pending ? (
    <ConfirmDialog key={typeof pending.text === 'string' ? pending.text : pending.text.heading} text={pending.text} onConfirm={() => close(true)} onCancel={() => close(false)} />
  ) : null;
  return { confirm, dialog };
}
