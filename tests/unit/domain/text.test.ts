import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateText, validateWebLink } from '../../../shared/domain/text.js';

// Free text and web links typed into forms (shared/domain/text.ts).

describe('validateText', () => {
  it('requires text when asked, counts Chinese characters one each, trims', () => {
    expect(validateText('  ', { label: '标题', max: 10, required: true })).toEqual({ ok: false, reason: '请填写标题' });
    expect(validateText('', { label: '摘要', max: 10 })).toEqual({ ok: true, value: '' });
    expect(validateText(' 车险理赔五步走 ', { label: '标题', max: 7, required: true })).toEqual({ ok: true, value: '车险理赔五步走' });
    expect(validateText('车险理赔五步走啊', { label: '标题', max: 7 })).toEqual({ ok: false, reason: '标题不能超过 7 个字' });
    expect(validateText(null, { label: '标题', max: 7, required: true }).ok).toBe(false);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (v) => typeof validateText(v, { label: 'x', max: 5 }).ok === 'boolean'));
  });
});

describe('validateWebLink', () => {
  it('accepts http(s) addresses with a host and names what is wrong otherwise', () => {
    expect(validateWebLink('https://mp.weixin.qq.com/s/abc')).toEqual({ ok: true, value: 'https://mp.weixin.qq.com/s/abc' });
    expect(validateWebLink(' http://m.demo-insurer.cn/x?y=1 ')).toEqual({ ok: true, value: 'http://m.demo-insurer.cn/x?y=1' });
    expect(validateWebLink('', '文章链接')).toEqual({ ok: false, reason: '请填写文章链接' });
    for (const bad of ['mp.weixin.qq.com/s/abc', 'javascript:alert(1)', 'ftp://x.cn/a', 'https://localhost/a', 'https://a b.cn/']) {
      expect(validateWebLink(bad, '文章链接')).toEqual({ ok: false, reason: '文章链接格式不正确，应以 https:// 或 http:// 开头' });
    }
    expect(validateWebLink(`https://x.cn/${'a'.repeat(500)}`).ok).toBe(false);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (v) => typeof validateWebLink(v).ok === 'boolean'));
  });
});
