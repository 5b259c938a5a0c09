import { useMemo } from 'react';
import { markdownToSafeHtml } from '../lib/markdown';

/** Renders markdown of a content page; raw HTML is escaped and the output sanitised (lib/markdown). */
export function Markdown({ source }: { source: string }) {
  const html = useMemo(() => markdownToSafeHtml(source), [source]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify, raw HTML escaped by the renderer
  return <div className="es-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
