import { describe, expect, it } from 'vitest';
import { DhruError } from '../../src/dhru/errors.js';
import { decodeParameters } from '../../src/dhru/parameters.js';
import { base64Json, kitXml } from './dhruClient.js';

function refusal(raw: string): string | undefined {
  try {
    decodeParameters(raw);
  } catch (error) {
    if (error instanceof DhruError) return error.fullDescription;
    throw error;
  }
  return undefined;
}

describe('decodeParameters', () => {
  it('reads the kit XML, keeping leading zeros and unescaping entities', () => {
    expect(decodeParameters(kitXml({ id: '007', imei: '012345678901237', note: 'a&b<c' }))).toEqual(
      {
        format: 'xml',
        value: { ID: '007', IMEI: '012345678901237', NOTE: 'a&b<c' },
      },
    );
  });

  it('reads the XML inside HTML-ish output', () => {
    const html =
      '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN">\n<html><body><parameters><id>12</id><imei>356938035643809</imei></parameters></body></html>\n';
    expect(decodeParameters(html).value).toEqual({ id: '12', imei: '356938035643809' });
  });

  it('reads XML that arrived HTML-escaped', () => {
    expect(
      decodeParameters('&lt;PARAMETERS&gt;&lt;ID&gt;5&lt;/ID&gt;&lt;/PARAMETERS&gt;').value,
    ).toEqual({
      ID: '5',
    });
  });

  it('reads an empty document, an empty element and nothing as no parameters', () => {
    for (const raw of [
      '\n',
      '',
      '<PARAMETERS></PARAMETERS>',
      '<PARAMETERS/>',
      '<html><body></body></html>',
    ]) {
      expect(decodeParameters(raw).value).toEqual({});
    }
    expect(decodeParameters(undefined)).toEqual({ format: 'none', value: {} });
  });

  it('reads PHP’s empty array, [] or its base64 W10=, as no parameters', () => {
    expect(decodeParameters('W10=')).toEqual({ format: 'json', value: {} });
    expect(decodeParameters('[]')).toEqual({ format: 'json', value: {} });
  });

  it('reads a JSON list, PHP’s `$parameters[] = …`, as references 0, 1, … (it was refused)', () => {
    expect(decodeParameters(base64Json([{ ID: '12' }, { ID: '13' }]))).toEqual({
      format: 'json',
      value: { '0': { ID: '12' }, '1': { ID: '13' } },
    });
  });

  it('reads base64 JSON, also split over lines or with + turned into spaces', () => {
    const encoded = base64Json({ r1: { ID: '12', IMEI: '356938035643809' }, r2: { ID: '>>>?' } });
    const expected = { r1: { ID: '12', IMEI: '356938035643809' }, r2: { ID: '>>>?' } };
    expect(decodeParameters(encoded)).toEqual({ format: 'json', value: expected });
    expect(decodeParameters(encoded.replace(/(.{20})/g, '$1\r\n')).value).toEqual(expected);
    expect(encoded).toContain('+');
    expect(decodeParameters(encoded.replace(/\+/g, ' ')).value).toEqual(expected);
  });

  it('reads base64 of the XML', () => {
    const encoded = Buffer.from(kitXml({ ID: '3' })).toString('base64');
    expect(decodeParameters(encoded)).toEqual({ format: 'xml', value: { ID: '3' } });
  });

  it('reads plain JSON', () => {
    expect(decodeParameters('{"ID": 4}')).toEqual({ format: 'json', value: { ID: 4 } });
  });

  it('keeps a reference named __proto__ as an ordinary key', () => {
    const value = decodeParameters(base64Json(JSON.parse('{"__proto__": {"ID": "1"}}'))).value;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
  });

  it('refuses XML that is not well formed, or not closed', () => {
    expect(refusal('<PARAMETERS><ID>1</IMEI></PARAMETERS>')).toMatch(/XML could not be read/);
    expect(refusal('<PARAMETERS><ID>1</ID>')).toMatch(/not closed/);
    expect(refusal('<REQUEST><ID>1</ID></REQUEST>')).toMatch(/expected a <PARAMETERS> element/);
  });

  it('refuses hostile tag soup of the largest allowed size', () => {
    for (const raw of [
      '<parameters'.repeat(23_000),
      `<PARAMETERS>${'</parameters'.repeat(20_000)}`,
    ]) {
      try {
        decodeParameters(raw);
      } catch (error) {
        expect(error).toBeInstanceOf(DhruError);
      }
    }
  });

  it('refuses a run of 262,118 "<" closed by </PARAMETERS/> as an invalid tag name', () => {
    expect(refusal(`<PARAMETERS>${'<'.repeat(262_118)}</PARAMETERS/>`)).toMatch(
      /^The parameters XML could not be read: Tag '<{160,}…$/,
    );
  });

  it('repeats at most 200 characters of what the parser says', () => {
    const refused = refusal(`<PARAMETERS><${'A'.repeat(5000)} x="1></PARAMETERS>`);
    expect(refused).toMatch(/…$/);
    expect(refused?.length).toBe('The parameters XML could not be read: '.length + 201);
  });

  it('refuses text that is no encoding at all', () => {
    expect(refusal('ID=12&IMEI=1')).toMatch(/neither XML, JSON nor base64/);
    expect(refusal('abcde')).toMatch(/neither XML, JSON nor base64/);
  });

  it('refuses JSON that is broken or not an object', () => {
    expect(refusal('{"ID": ')).toBe('The parameters are not valid JSON.');
    expect(refusal(Buffer.from('{"ID": ').toString('base64'))).toBe(
      'The base64-decoded parameters are not valid JSON.',
    );
    expect(refusal(Buffer.from('12').toString('base64'))).toBe(
      'The base64-decoded parameters are not JSON.',
    );
  });
});
