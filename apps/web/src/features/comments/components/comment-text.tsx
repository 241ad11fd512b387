import { useMemo } from 'react';
import { linkify, type TextPart } from '../utils/linkify';

function renderPart(part: TextPart, index: number) {
  if (part.kind === 'text') return <span key={index}>{part.text}</span>;
  return (
    <a
      key={index}
      href={part.href}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      className="font-medium break-all text-brand-strong underline underline-offset-2 hover:text-brand"
    >
      {part.text}
    </a>
  );
}

/**
 * Comment content as plain text with its web addresses as links. Every part is a React text node
 * or an <a> built from a checked http(s) URL; nothing is ever parsed as HTML.
 */
export function CommentText({ content }: { content: string }) {
  const parts = useMemo(() => linkify(content), [content]);
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-ink" data-user-content>
      {parts.map(renderPart)}
    </p>
  );
}
