/**
 * @jest-environment jsdom
 */
import fs from 'node:fs';
import path from 'node:path';
import { sanitize } from '@/lib/sanitize';

const ALLOWED_TAGS = new Set(['P', 'BR', 'A', 'B', 'I', 'EM', 'STRONG', 'UL', 'OL', 'LI', 'BLOCKQUOTE']);
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'rel', 'target']);
const payloads = (file: string) =>
  fs
    .readFileSync(path.join(__dirname, '../fixtures/payloads', file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');

/** Everything the sanitized HTML turns into once a browser parses it. */
function parsed(html: string): Element[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return [...doc.body.querySelectorAll('*')];
}

describe('sanitize (spec §5, security promises X2/X3)', () => {
  test('strips scripts, event handlers and javascript: links; keeps text', () => {
    const out = sanitize(
      '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="alert(2)"></p>' +
        '<a href="javascript:alert(3)">bad</a><iframe src="https://evil.test"></iframe><style>body{}</style>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|iframe|<img|<style/i);
    expect(out).toContain('<p>Hi</p>');
    expect(out).toContain('bad');
  });

  test('keeps allowed tags and forces rel/target on links', () => {
    const out = sanitize(
      '<p><strong>Bold</strong> <a href="https://example.com" target="_self" rel="opener">x</a></p>',
    );
    expect(out).toContain('<strong>Bold</strong>');
    expect(out).toContain('href="https://example.com"');
    expect(out).toContain('rel="nofollow noopener noreferrer"');
    expect(out).toContain('target="_blank"');
    expect(out).not.toContain('_self');
  });

  test('keeps mailto links and drops other schemes', () => {
    expect(sanitize('<a href="mailto:a@b.c">m</a>')).toContain('href="mailto:a@b.c"');
    expect(sanitize('<a href="data:text/html,hi">d</a>')).not.toContain('data:');
    expect(sanitize('<a href="//evil.test/x">p</a>')).not.toContain('evil.test');
  });

  test.each(['xss-payloads.txt'])(
    'no tag, attribute or scheme outside the allow-list survives any line of %s; sanitizing twice changes nothing',
    (file) => {
      const events = new Set(payloads('event-handlers.txt').map((e) => e.trim().toLowerCase()));
      for (const payload of payloads(file)) {
        const out = sanitize(payload);
        for (const el of parsed(out)) {
          expect(ALLOWED_TAGS.has(el.tagName)).toBe(true);
          for (const attr of [...el.attributes]) {
            expect(ALLOWED_ATTRIBUTES.has(attr.name)).toBe(true);
            expect(events.has(attr.name.toLowerCase())).toBe(false);
          }
          const href = el.getAttribute('href');
          // http(s)/mailto, or a same-site relative link: never another scheme, never protocol-relative
          if (href !== null && !/^(https?:\/\/|mailto:)/i.test(href)) {
            expect(href.trim()).not.toMatch(/^([a-z][a-z0-9+.-]*:|\/\/|\\)/i);
          }
        }
        expect(sanitize(out)).toBe(out);
      }
    },
  );
});
