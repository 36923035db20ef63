import { describe, expect, it } from 'vitest';
import { MAX_XML_DEPTH, scanNesting } from '../../src/dhru/xmlParameters.js';

describe('scanNesting', () => {
  it('counts the PARAMETERS element and each nested element as a level', () => {
    expect(scanNesting('<PARAMETERS><ID>1</ID><IMEI>2</IMEI></PARAMETERS>').deepest).toBe(2);
    expect(scanNesting(`<A>${'<B>'.repeat(20)}1${'</B>'.repeat(20)}</A>`).deepest).toBe(21);
  });

  it('opens no level for a self-closing tag, a comment, a CDATA section or a declaration', () => {
    const element = '<?xml version="1.0"?><A><B/><C /><!-- c --><![CDATA[x]]></A>';
    expect(scanNesting(element)).toEqual({ deepest: 1, elements: 3, scanned: element.length });
  });

  it('counts every element that opens, self-closing ones too', () => {
    expect(scanNesting(`<A>${'<B>1</B><C/>'.repeat(10)}</A>`).elements).toBe(21);
  });

  it('closes a level at each closing tag', () => {
    expect(scanNesting(`<A>${'<B>1</B>'.repeat(MAX_XML_DEPTH * 2)}</A>`).deepest).toBe(2);
  });

  it('reads no character twice in a run of 262,118 "<" closed by </PARAMETERS/>', () => {
    const element = `<PARAMETERS>${'<'.repeat(262_118)}</PARAMETERS/>`;
    expect(scanNesting(element)).toEqual({ deepest: 1, elements: 2, scanned: element.length });
  });

  it('reads no character twice when every "<" is a tag of its own', () => {
    for (const element of [
      `<A>${'<B/>'.repeat(50_000)}</A>`,
      `<A>${'</B>'.repeat(50_000)}</A>`,
      `<A>${'<!'.repeat(50_000)}</A>`,
      `<A>${'<B'.repeat(50_000)}`,
    ]) {
      expect(scanNesting(element).scanned).toBe(element.length);
    }
  });
});
