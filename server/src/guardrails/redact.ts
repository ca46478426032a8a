import type { GuardrailFinding } from '@gsg/shared';

/**
 * The placeholder a finding leaves in redacted text: its entity type for detector findings
 * ("[EMAIL_ADDRESS]"), "[KEYWORD]" for a keyword rule, and "[REDACTED]" for a regex rule, whose pattern
 * says nothing reliable about what it matched.
 */
function placeholderFor(finding: GuardrailFinding): string {
  return finding.detector === 'regex' ? '[REDACTED]' : `[${finding.entity}]`;
}

/** How much a finding's placeholder tells the reader: a detector's entity type, then a keyword, then a bare regex match. */
const specificity = (f: GuardrailFinding) => (f.detector === 'regex' ? 0 : f.detector === 'keyword' ? 1 : 2);

const moreTelling = (a: GuardrailFinding, b: GuardrailFinding) =>
  specificity(a) - specificity(b) || a.score - b.score || a.end - a.start - (b.end - b.start);

/**
 * Where findings are replaced and by what. Overlapping findings (a card number caught by the financial
 * detector and by a regex policy) merge into one placeholder over their union, labelled by the most
 * telling of them. In order, not overlapping.
 */
export function redactionSpans(findings: readonly GuardrailFinding[]): Array<{ start: number; end: number; placeholder: string }> {
  const sorted = [...findings].sort((a, b) => a.start - b.start || b.end - a.end);
  const spans: Array<{ start: number; end: number; placeholder: string }> = [];
  for (let i = 0; i < sorted.length; ) {
    const first = sorted[i]!;
    let label = first;
    let end = first.end;
    for (i++; i < sorted.length && sorted[i]!.start < end; i++) {
      const next = sorted[i]!;
      if (moreTelling(next, label) > 0) label = next;
      end = Math.max(end, next.end);
    }
    spans.push({ start: first.start, end, placeholder: placeholderFor(label) });
  }
  return spans;
}

/** Replaces every finding's span with its placeholder (see redactionSpans). */
export function redact(text: string, findings: readonly GuardrailFinding[]): string {
  if (findings.length === 0) return text;
  let out = '';
  let cursor = 0;
  for (const span of redactionSpans(findings)) {
    out += text.slice(cursor, span.start) + span.placeholder;
    cursor = span.end;
  }
  return out + text.slice(cursor);
}
