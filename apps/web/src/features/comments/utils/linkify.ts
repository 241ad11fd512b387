/** A piece of comment text: plain text, or a web address safe to render as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Candidates start at http(s):// or www. and run to the next whitespace or bracket-like delimiter.
const candidate = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
// Punctuation that usually ends the sentence rather than the address.
const trailing = /[.,!?;:。、！？]+$/;

function balanceParens(text: string): string {
  let value = text;
  // Drop a closing bracket at the end when the address does not open one, e.g. "(see https://a.b)".
  while (/[)\]}]$/.test(value)) {
    const close = value.slice(-1);
    const open = close === ')' ? '(' : close === ']' ? '[' : '{';
    if (value.split(open).length >= value.split(close).length) break;
    value = value.slice(0, -1);
  }
  return value;
}

/** The href for an address, or null unless it parses as http or https with a host. */
export function safeHref(text: string): string | null {
  try {
    const url = new URL(/^www\./i.test(text) ? `https://${text}` : text);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Splits comment text into text and link parts. Rendering the parts as React text and <a> nodes
 * keeps the content plain text: nothing in it is ever interpreted as HTML.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (part: TextPart) => {
    const previous = parts[parts.length - 1];
    if (part.kind === 'text' && previous?.kind === 'text') previous.text += part.text;
    else if (part.text) parts.push(part);
  };
  for (const match of text.matchAll(candidate)) {
    const start = match.index;
    let raw = match[0];
    for (let before = ''; before !== raw;) {
      before = raw;
      raw = balanceParens(raw.replace(trailing, ''));
    }
    const href = safeHref(raw);
    if (!href) continue;
    push({ kind: 'text', text: text.slice(last, start) });
    push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  push({ kind: 'text', text: text.slice(last) });
  return parts;
}
