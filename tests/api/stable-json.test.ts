// The Idempotency-Key fingerprint of a body (issue 20 item 8): the same text whatever the key order, and no
// depth exhausts the call stack (a recursive version answered 500 to bodies a few thousand levels deep).
import { jsonDepthExceeds } from '@api/lib/json-depth';
import { stableJson } from '@api/lib/stable-json';

test('key order does not change the text; arrays keep their order', () => {
  expect(stableJson({ b: 1, a: [3, { d: null, c: 'x' }] })).toBe('{"a":[3,{"c":"x","d":null}],"b":1}');
  expect(stableJson({ a: [3, { c: 'x', d: null }], b: 1 })).toBe(
    stableJson({ b: 1, a: [3, { d: null, c: 'x' }] }),
  );
  expect(stableJson(null)).toBe('null');
  expect(stableJson([undefined, 'é"'])).toBe('[null,"é\\""]');
});

test('a value nested 200 000 levels deep is fingerprinted without recursion', () => {
  let deep: unknown = 1;
  for (let i = 0; i < 200_000; i += 1) deep = i % 2 ? { a: deep } : [deep];
  const text = stableJson(deep);
  expect(text.length).toBeGreaterThan(400_000);
  expect(text.startsWith('{"a":[{"a":[')).toBe(true);
});

test('the depth of a JSON text is read without parsing it; brackets inside strings do not count', () => {
  expect(jsonDepthExceeds('{"a":[1,{"b":2}]}', 3)).toBe(false);
  expect(jsonDepthExceeds('{"a":[1,{"b":[2]}]}', 3)).toBe(true);
  expect(jsonDepthExceeds('{"a":"[[[[[[[[\\"[[[[["}', 1)).toBe(false);
  expect(jsonDepthExceeds('['.repeat(1_000_000), 32)).toBe(true);
});
