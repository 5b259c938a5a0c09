import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from './markdown';

function render(md: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = markdownToSafeHtml(md);
  return div;
}

describe('markdownToSafeHtml', () => {
  it('renders markdown with ID-SK classes', () => {
    const el = render('# Kontakt\n\nText s [odkazom](/kontakt/).\n\n- a\n- b');
    expect(el.querySelector('h1')?.className).toBe('govuk-heading-l');
    expect(el.querySelector('p')?.className).toBe('govuk-body');
    expect(el.querySelector('a')?.getAttribute('href')).toBe('/kontakt/');
    expect(el.querySelector('ul')?.className).toBe('govuk-list govuk-list--bullet');
  });

  it('does not render a <script> block as HTML', () => {
    const el = render('Pred\n\n<script>alert(1)</script>\n\nPo');
    expect(el.querySelector('script')).toBeNull();
    expect(el.textContent).toContain('<script>alert(1)</script>');
  });

  it('does not render an inline <img onerror> as HTML', () => {
    const el = render('Obrázok <img src=x onerror="alert(1)"> v texte');
    expect(el.querySelector('img')).toBeNull();
    expect(el.innerHTML).not.toMatch(/<img/i);
    expect(el.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('drops javascript: links', () => {
    const el = render('[klik](javascript:alert(1))');
    expect(el.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
  });

  it('opens links to other sites in a new tab without opener', () => {
    const a = render('[ŠOP SR](https://www.sopsr.sk)').querySelector('a');
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
