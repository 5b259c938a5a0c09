import { useLocation } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { COMMON_TEXTS } from '../texts';

/**
 * Confirmation prompt (spec part 1 §4): shows its text with 'Áno, chcem' and 'NIE', scrolls into
 * view, and is dismissed on navigation or cancel.
 */
export function ConfirmDialog({ text, onConfirm, onCancel }: { text: string; onConfirm: () => void; onCancel: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    el.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} className="es-confirm" role="alertdialog" aria-labelledby="confirm-text" tabIndex={-1}>
      <p className="govuk-body govuk-!-font-weight-bold" id="confirm-text">
        {text}
      </p>
      <div className="govuk-button-group">
        <button type="button" className="govuk-button govuk-button--warning" onClick={onConfirm}>
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
 * `if (await confirm('Naozaj …?')) …`. Navigation resolves a pending prompt with false.
 */
export function useConfirm(): { confirm: (text: string) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<{ text: string; resolve: (ok: boolean) => void } | null>(null);
  const pathname = useLocation({ select: (l) => l.pathname });

  const confirm = useCallback(
    (text: string) =>
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
    <ConfirmDialog text={pending.text} onConfirm={() => close(true)} onCancel={() => close(false)} />
  ) : null;
  return { confirm, dialog };
}
