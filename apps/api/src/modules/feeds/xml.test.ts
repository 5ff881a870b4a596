import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { cdata, escapeXml, xmlSafe } from './xml';

describe('feed XML text', () => {
  it('removes the characters XML 1.0 cannot carry, keeps tab and line breaks', () => {
    expect(xmlSafe('a\u0000b\u0001c\u000Bd\u001Fe\tf\ng\rh\uFFFEi\uD800j😀')).toBe(
      'abcde\tf\ng\rhij😀',
    );
  });

  it('escapes markup characters', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;',
    );
  });

  it('keeps a CDATA section whole when the text has ]]>', () => {
    const text = 'x ]]> y <b>&</b>\u0002';
    const xml = `<d>${cdata(text)}</d>`;
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ cdataPropName: false }).parse(xml) as { d: string };
    expect(parsed.d).toBe('x ]]> y <b>&</b>');
  });
});
