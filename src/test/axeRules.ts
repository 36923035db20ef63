import type AxeBuilder from '@axe-core/playwright';

/** WCAG 2.2 A and AA, and axe's best practices: what the stories and the journeys are held to. */
export const ACCESSIBILITY_STANDARDS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
];

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** Each violation as its rule, what it asks, and the elements it names (selector and HTML). */
export const describeViolations = (violations: Violations): string[] =>
  violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}\n` +
      violation.nodes.map((node) => `  at ${node.target.join(' ')}\n    ${node.html}`).join('\n'),
  );
