import { describe, expect, it } from 'vitest';
import {
  parseImeiLines,
  imeiProblem as serverImeiProblem,
  withCheckDigit,
} from '../../../server/src/domain/orders/imei';
import { type ImeiProblem, imeiProblem, readImeiBox } from './imeiLines';

const GOOD = '356938035643809';
const ALSO_GOOD = '490154203237518';
const WRONG_CHECK = '356938035643808';

describe('reading the IMEI box', () => {
  it('counts the distinct IMEIs, split on lines, spaces, commas and semicolons', () => {
    const reading = readImeiBox(`${GOOD}\n${ALSO_GOOD}, ${GOOD};\n\n   `);
    expect(reading.imeis).toEqual([GOOD, ALSO_GOOD]);
    expect(reading.good).toEqual([GOOD, ALSO_GOOD]);
    expect(reading.bad).toEqual([]);
    expect(reading.badLines.size).toBe(0);
  });

  it('marks the lines of entries that are not 15 digits or fail the check digit', () => {
    const reading = readImeiBox(`${GOOD}\n12345\n${WRONG_CHECK}\n35693803564380X\n${GOOD}`);
    expect(reading.imeis).toHaveLength(4);
    expect(reading.bad).toEqual([
      { imei: '12345', line: 2, problem: { kind: 'length', length: 5 } },
      { imei: WRONG_CHECK, line: 3, problem: { kind: 'check_digit' } },
      { imei: '35693803564380X', line: 4, problem: { kind: 'digits' } },
    ]);
    expect([...reading.badLines]).toEqual([2, 3, 4]);
    // Only the valid, distinct ones would be placed (and counted, and charged).
    expect(reading.good).toEqual([GOOD]);
  });

  it('marks every line a refused entry appears on, and names it once', () => {
    const reading = readImeiBox(`12345\n${GOOD}\n12345`);
    expect(reading.bad).toHaveLength(1);
    expect([...reading.badLines]).toEqual([1, 3]);
  });

  it('reads an empty box as nothing to send', () => {
    expect(readImeiBox('')).toEqual({ imeis: [], good: [], bad: [], badLines: new Set() });
  });
});

/** A generator of awkward entries: right and wrong lengths, letters, every check digit. */
const samples = (): string[] => {
  let seed = 12345;
  const random = (below: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % below;
  };
  const digits = (length: number) => Array.from({ length }, () => String(random(10))).join('');
  const entries = [
    '0',
    '000000000000000',
    '999999999999999',
    'abc',
    '３５６９３８０３５６４３８０９',
  ];
  for (let i = 0; i < 3000; i += 1) {
    const body = digits(14);
    entries.push(withCheckDigit(body), `${body}${random(10)}`, digits(1 + random(20)));
    entries.push(`${digits(7)}${'x-é '.charAt(random(4))}${digits(7)}`);
  }
  return entries;
};

describe("the client's check agrees with the server's", () => {
  it('refuses exactly the entries the server refuses, for the same reason', () => {
    const reason = (problem: ImeiProblem | undefined) => {
      if (problem?.kind === 'length') return `this one has ${problem.length}`;
      if (problem?.kind === 'check_digit') return 'check digit';
      return problem?.kind === 'digits' ? 'only digits' : undefined;
    };
    const disagreements = samples().filter((entry) => {
      const client = reason(imeiProblem(entry));
      const server = serverImeiProblem(entry);
      return client === undefined ? server !== undefined : !server?.includes(client);
    });
    expect(disagreements).toEqual([]);
  });

  it('reads a pasted block into the same IMEIs as the server', () => {
    const block = samples().slice(0, 400).join('\n').replaceAll('5', '5, ').replaceAll('7', ';7');
    const reading = readImeiBox(block);
    expect(reading.imeis).toEqual(parseImeiLines(block));
    const serverBad = parseImeiLines(block).filter((imei) => serverImeiProblem(imei));
    expect(reading.bad.map((entry) => entry.imei)).toEqual(serverBad);
  });
});

describe('IMEIs copied with invisible characters or written in other scripts’ digits', () => {
  const written = [
    `${GOOD.slice(0, 6)}\u200b${GOOD.slice(6)}`,
    '٤٩٠١٥٤٢٠٣٢٣٧٥١٨',
    '３５６９３８０３５６４３８０９',
  ];

  it('are read as the plain digits the customer sees, by the form and the server alike', () => {
    const reading = readImeiBox(written.join('\n'));
    expect(reading.imeis).toEqual([GOOD, ALSO_GOOD]);
    expect(reading.good).toEqual([GOOD, ALSO_GOOD]);
    expect(reading.bad).toEqual([]);
    expect(parseImeiLines(written.join('\n'))).toEqual([GOOD, ALSO_GOOD]);
  });
});
