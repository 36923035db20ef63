/**
 * One message as the server writes it in English, and its Spanish. `{name}` marks a part that
 * varies: parts named `field…` are a field's name (translated through the field names), parts
 * named `message…` are a message of their own (translated in turn), any other part is kept as it
 * came (a number, an amount, a supplier's or a customer's words).
 */
export type Translation = readonly [english: string, spanish: string];

const PART = /\{([a-z][a-zA-Z0-9]*)\}/g;

interface Pattern {
  english: string;
  matcher: RegExp;
  spanish: string;
}

function partsOf(text: string): string[] {
  return [...text.matchAll(PART)].map((match) => match[1] ?? '');
}

/** How much of a message is its own words, not its parts. */
function ownLength(english: string): number {
  return english.replace(PART, '').length;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `The {field} field is required.` → /^The (?<field>[\s\S]+?) field is required\.$/ */
function matcherOf(english: string): RegExp {
  const pieces = english.split(PART);
  let source = '';
  pieces.forEach((piece, index) => {
    source += index % 2 === 0 ? escapeRegExp(piece) : `(?<${piece}>[\\s\\S]+?)`;
  });
  return new RegExp(`^${source}$`);
}

/**
 * The Spanish of every message the server writes, looked up by its English. A message that is
 * not in it (a supplier's own words) has no Spanish, and is shown as it came.
 */
export class MessageCatalogue {
  private readonly exact = new Map<string, string>();
  private readonly patterns: Pattern[] = [];

  constructor(
    translations: readonly Translation[],
    private readonly fieldNames: Readonly<Record<string, string>>,
  ) {
    for (const [english, spanish] of translations) this.add(english, spanish);
    // The most words of its own first: "The {field} field must be at least {limit} characters."
    // before "The {field} field must be at least {limit}.", which would take "8 characters".
    this.patterns.sort((a, b) => ownLength(b.english) - ownLength(a.english));
  }

  private add(english: string, spanish: string): void {
    const parts = partsOf(english);
    const spanishParts = partsOf(spanish);
    if (new Set(parts).size !== parts.length) {
      throw new Error(`"${english}" names one part twice`);
    }
    if ([...spanishParts].sort().join() !== [...parts].sort().join()) {
      throw new Error(`The Spanish of "${english}" has other parts: "${spanish}"`);
    }
    if (this.exact.has(english) || this.patterns.some((known) => known.english === english)) {
      throw new Error(`"${english}" is translated twice`);
    }
    if (parts.length > 0) {
      this.patterns.push({ english, matcher: matcherOf(english), spanish });
      return;
    }
    this.exact.set(english, spanish);
  }

  /** The Spanish of a message the server wrote, or undefined when it has none. */
  spanishOf(text: string): string | undefined {
    const exact = this.exact.get(text);
    if (exact !== undefined) return exact;
    for (const pattern of this.patterns) {
      const match = pattern.matcher.exec(text);
      if (!match) continue;
      const values = match.groups ?? {};
      return pattern.spanish.replace(PART, (_, name: string) =>
        this.part(name, values[name] ?? ''),
      );
    }
    return undefined;
  }

  private part(name: string, value: string): string {
    if (name.startsWith('field')) return this.fieldNames[value] ?? value;
    if (name.startsWith('message')) return this.spanishOf(value) ?? value;
    return value;
  }
}
