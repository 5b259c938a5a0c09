import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { COMMON_TEXTS } from '@web/texts';
import '../table-kit/table-kit.css';

/**
 * The box a table lives in: a table wider than the screen (a phone, many columns) scrolls sideways
 * inside it, never the page. While it does scroll, the box is a named region in the Tab order, so a
 * keyboard user can scroll it with the arrow keys and a screen reader says what it holds; a table
 * that fits stays a plain box (no extra Tab stop). Its name is 'Tabuľka' and the table's name: the
 * table's heading often names its section too, and two regions of one name confuse landmark lists.
 */
export function TableScroll({ label, labelledBy, children }: { label?: string; labelledBy?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const prefixId = useId();
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    update();
    // the box keeps its width when rows or columns grow: watch the table too
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  const region = scrolls
    ? { role: 'region', tabIndex: 0, 'aria-label': labelledBy ? undefined : `${COMMON_TEXTS.tabulka} ${label ?? ''}`.trim(), 'aria-labelledby': labelledBy ? `${prefixId} ${labelledBy}` : undefined }
    : {};
  return (
    <div ref={ref} className="es-table-scroll" {...region}>
      {scrolls && labelledBy && (
        <span id={prefixId} hidden>
          {COMMON_TEXTS.tabulka}
        </span>
      )}
      {children}
    </div>
  );
}
