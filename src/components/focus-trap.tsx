// Keeps the keyboard inside a modal dialog (WAI-ARIA dialog pattern): on open the focus moves to the first
// control (or one marked data-autofocus), and Tab / Shift+Tab past the last / first control wrap around instead of
// leaving for the page behind or the browser's own toolbar; on close the opener gets the focus back
// (useReturnFocus). antd-free, so the plain pages' dialogs use it too; components/modal.tsx puts it in every antd
// Modal and Drawer. Only the most recently opened trap acts.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Not hidden by itself or by an ancestor up to `container` (display: none, hidden, inert, visibility). */
function shown(el: HTMLElement, container: HTMLElement): boolean {
  if (getComputedStyle(el).visibility === 'hidden') return false;
  for (let node: HTMLElement | null = el; node && node !== container; node = node.parentElement) {
    if (node.hidden || node.inert || getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/**
 * The elements Tab reaches inside `container`, in document order. A radio group is one stop (its checked
 * radio, else its first), as browsers do.
 */
export function tabbables(container: HTMLElement): HTMLElement[] {
  const all = Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter((el) => {
    if (el.tabIndex < 0) return false;
    if ((el as HTMLButtonElement).disabled) return false;
    return shown(el, container);
  });
  const groups = new Map<string, HTMLInputElement>();
  for (const el of all) {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) continue;
    const key = `${el.form ? 'f' : 'c'}:${el.name}`;
    const chosen = groups.get(key);
    if (!chosen || (el.checked && !chosen.checked)) groups.set(key, el);
  }
  return all.filter(
    (el) =>
      !(el instanceof HTMLInputElement && el.type === 'radio' && el.name) ||
      groups.get(`${el.form ? 'f' : 'c'}:${el.name}`) === el,
  );
}

const follows = (a: Node, b: Node) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

// the traps open now, innermost last: a confirmation opened from a dialog takes the keyboard until it closes
const stack: HTMLElement[] = [];

function onKeyDown(e: KeyboardEvent) {
  const container = stack[stack.length - 1];
  if (e.key !== 'Tab' || !container || e.defaultPrevented) return;
  const list = tabbables(container);
  const active = document.activeElement;
  if (list.length === 0) {
    e.preventDefault();
    return;
  }
  const inside = active instanceof HTMLElement && container.contains(active) && active !== container;
  if (e.shiftKey) {
    const before = inside ? list.filter((el) => el !== active && follows(el, active)) : [];
    if (before.length === 0) {
      e.preventDefault();
      list[list.length - 1].focus();
    }
  } else {
    const after = inside ? list.filter((el) => el !== active && follows(active, el)) : [];
    if (after.length === 0) {
      e.preventDefault();
      list[0].focus();
    }
  }
}

/** Moves the focus into `container` unless it is already on one of its elements. */
export function focusInto(container: HTMLElement): void {
  const active = document.activeElement;
  if (active && active !== container && container.contains(active)) return;
  const marked = container.querySelector<HTMLElement>('[data-autofocus]');
  const target = marked ?? tabbables(container)[0];
  target?.focus({ preventScroll: true });
}

/** Traps Tab inside `ref`'s element while `active`, and moves the focus into it when it becomes active. */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return undefined;
    stack.push(container);
    if (stack.length === 1) document.addEventListener('keydown', onKeyDown, true);
    // After the dialog's own opening work (antd focuses its panel, the layout records the opener) in this commit.
    const timer = setTimeout(() => focusInto(container), 0);
    return () => {
      clearTimeout(timer);
      const at = stack.lastIndexOf(container);
      if (at >= 0) stack.splice(at, 1);
      if (stack.length === 0) document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [ref, active]);
}

/** Remembers the focused element while `open` and gives it the focus back when `open` ends or on unmount. */
export function useReturnFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) return undefined;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    return () => {
      const target = opener.current;
      opener.current = null;
      // After the dialog's own focus handling: the opener may have re-rendered in the meantime.
      if (target) setTimeout(() => target.isConnected && target.focus(), 0);
    };
  }, [open]);
}

/** Wraps a dialog's content in a trap; the wrapper has no box of its own (display: contents). */
export function FocusTrap({ active = true, children }: { active?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, active);
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
