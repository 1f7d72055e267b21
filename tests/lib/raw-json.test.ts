import { asRaw, flag, num, str, strictNum, strictStr, strictStrList, strList } from '@/lib/raw-json';

describe('raw JSON readers', () => {
  test('asRaw keeps plain objects only', () => {
    const obj = { a: 1 };
    expect(asRaw(obj)).toBe(obj);
    expect(asRaw([1, 2])).toEqual({});
    expect(asRaw(null)).toEqual({});
    expect(asRaw('text')).toEqual({});
  });

  test('str and num are lenient: numbers as text, numeric strings as numbers', () => {
    expect(str('a')).toBe('a');
    expect(str(42)).toBe('42');
    expect(str(true)).toBe('');
    expect(str(null)).toBe('');
    expect(num(4.99)).toBe(4.99);
    expect(num('4.99')).toBe(4.99);
    expect(num(' ')).toBe(0);
    expect(num('x')).toBe(0);
    expect(num(Infinity)).toBe(0);
    expect(num(true)).toBe(0);
  });

  test('flag takes booleans and positive counts', () => {
    expect([true, 1, 2, false, 0, -1, '1', null].map(flag)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  test('strList keeps the non-empty strings and numbers as text', () => {
    expect(strList(['a', '', 3, null, 'b'])).toEqual(['a', '3', 'b']);
    expect(strList('a')).toEqual([]);
  });

  test('the strict variants refuse the other type', () => {
    expect(strictStr('a')).toBe('a');
    expect(strictStr(42)).toBe('');
    expect(strictNum(5)).toBe(5);
    expect(strictNum('5')).toBe(0);
    expect(strictNum(NaN)).toBe(0);
    expect(strictStrList(['a', '', 3, null, 'b'])).toEqual(['a', 'b']);
    expect(strictStrList({ 0: 'a' })).toEqual([]);
  });
});
