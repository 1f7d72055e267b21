// A JSON text that does not depend on key order: the fingerprint of a request body (Idempotency-Key).
// Built with a work list instead of recursion, so no body, however deep, can exhaust the call stack.

type Work = { text: string } | { value: unknown };

export function stableJson(root: unknown): string {
  const out: string[] = [];
  const work: Work[] = [{ value: root }];
  // Items are pushed in reverse so they pop in order.
  const pushAll = (items: Work[]) => {
    for (let i = items.length - 1; i >= 0; i -= 1) work.push(items[i]);
  };
  while (work.length) {
    const item = work.pop() as Work;
    if ('text' in item) {
      out.push(item.text);
      continue;
    }
    const { value } = item;
    if (Array.isArray(value)) {
      const items: Work[] = [{ text: '[' }];
      value.forEach((v, i) => items.push(...(i ? [{ text: ',' }] : []), { value: v }));
      pushAll([...items, { text: ']' }]);
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const items: Work[] = [{ text: '{' }];
      Object.keys(record)
        .sort()
        .forEach((k, i) =>
          items.push({ text: `${i ? ',' : ''}${JSON.stringify(k)}:` }, { value: record[k] }),
        );
      pushAll([...items, { text: '}' }]);
    } else {
      out.push(JSON.stringify(value) ?? 'null');
    }
  }
  return out.join('');
}
