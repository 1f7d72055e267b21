import { intentKey, newIntentId } from '@/lib/idempotency';

describe('intent keys', () => {
  test('same intent and content give the same key; other content or another intent another key', () => {
    const intent = newIntentId();
    const body = { objectType: 'feed', objectId: 'p1', content: 'Hello' };
    expect(intentKey(intent, body)).toBe(
      intentKey(intent, { content: 'Hello', objectId: 'p1', objectType: 'feed' }),
    );
    expect(intentKey(intent, { ...body, content: 'Hello!' })).not.toBe(intentKey(intent, body));
    expect(intentKey(newIntentId(), body)).not.toBe(intentKey(intent, body));
  });

  test('files count by name, size, type and date, not by identity', () => {
    const intent = newIntentId();
    const a = new File(['abc'], 'a.jpg', { type: 'image/jpeg', lastModified: 1 });
    const same = new File(['xyz'], 'a.jpg', { type: 'image/jpeg', lastModified: 1 });
    const other = new File(['abcd'], 'a.jpg', { type: 'image/jpeg', lastModified: 1 });
    expect(intentKey(intent, { parts: [a] })).toBe(intentKey(intent, { parts: [same] }));
    expect(intentKey(intent, { parts: [other] })).not.toBe(intentKey(intent, { parts: [a] }));
  });

  test('keys are visible ASCII the API accepts', () => {
    expect(intentKey(newIntentId(), { x: 'é' })).toMatch(/^[\x21-\x7e]{1,255}$/);
  });
});
