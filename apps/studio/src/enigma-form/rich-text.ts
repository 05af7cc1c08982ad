// The little markup enigma clues use, drawn as Lit templates (never as HTML
// strings, so a clue cannot inject markup): **bold**, *italic*, line breaks.
import { html, type TemplateResult } from 'lit';

/** One run of a clue: plain, bold or italic text, or a line break. */
export type Run = { kind: 'text' | 'bold' | 'italic'; text: string } | { kind: 'break' };

/** Splits a clue into runs. An unclosed `**` or `*` stays as typed. */
export function clueRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const part of text.split(/(\*\*[^*\n]+\*\*|\*[^*\n]+\*|\n)/)) {
    if (part === '') continue;
    if (part === '\n') runs.push({ kind: 'break' });
    else if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      runs.push({ kind: 'bold', text: part.slice(2, -2) });
    else if (part.startsWith('*') && part.endsWith('*') && part.length > 2)
      runs.push({ kind: 'italic', text: part.slice(1, -1) });
    else runs.push({ kind: 'text', text: part });
  }
  return runs;
}

/** A clue as a template. */
export function richText(text: string): TemplateResult[] {
  return clueRuns(text).map((r) =>
    r.kind === 'break'
      ? html`<br />`
      : r.kind === 'bold'
        ? html`<strong>${r.text}</strong>`
        : r.kind === 'italic'
          ? html`<em>${r.text}</em>`
          : html`${r.text}`,
  );
}
