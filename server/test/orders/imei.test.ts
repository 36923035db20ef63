import { describe, expect, it } from 'vitest';
import { withCheckDigit } from '../../src/domain/orders/imei.js';
import { imeiProblem, parseImeiLines } from '../../src/domain/orders/index.js';

describe('parseImeiLines', () => {
  it('takes one IMEI per line, in order', () => {
    expect(parseImeiLines('490154203237518\n356938035643809')).toEqual([
      '490154203237518',
      '356938035643809',
    ]);
  });

  it('tolerates commas, spaces, tabs, Windows line ends and blank lines', () => {
    expect(parseImeiLines('  111, 222 ;333\r\n\r\n\t444\n\n')).toEqual([
      '111',
      '222',
      '333',
      '444',
    ]);
  });

  it('keeps the first of the same IMEI twice', () => {
    expect(parseImeiLines('222\n111\n222\n111')).toEqual(['222', '111']);
  });

  it('answers nothing for blank text', () => {
    expect(parseImeiLines(' \n ,, \n')).toEqual([]);
  });
});

describe('imeiProblem', () => {
  it('accepts 15 digits with a valid Luhn check digit', () => {
    expect(imeiProblem('490154203237518')).toBeUndefined();
    expect(imeiProblem('356938035643809')).toBeUndefined();
  });

  it('refuses a wrong check digit', () => {
    expect(imeiProblem('490154203237519')).toBe('the check digit (the last one) is wrong');
  });

  it('refuses too few or too many digits, saying how many', () => {
    expect(imeiProblem('49015420323751')).toBe('an IMEI has exactly 15 digits, this one has 14');
    expect(imeiProblem('4901542032375180')).toBe('an IMEI has exactly 15 digits, this one has 16');
  });

  it('refuses anything but digits', () => {
    expect(imeiProblem('49015420323751A')).toBe('an IMEI has only digits');
    expect(imeiProblem('-49015420323751')).toBe('an IMEI has only digits');
  });
});

describe('withCheckDigit', () => {
  it('completes 14 digits into an IMEI that passes the check', () => {
    expect(withCheckDigit('49015420323751')).toBe('490154203237518');
    expect(imeiProblem(withCheckDigit('35693803564380'))).toBeUndefined();
  });
});
