// Accessible tabs (WAI-ARIA tabs pattern: arrow keys, Home/End, roving tabindex). antd's Tabs puts a hidden
// "more" button inside its tablist, which axe reports (aria-required-children).
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: string;
  children: ReactNode;
}

interface Props {
  items: TabItem[];
  defaultActiveKey?: string;
  label: string;
}

export function SimpleTabs({ items, defaultActiveKey, label }: Props) {
  const [active, setActive] = useState(defaultActiveKey ?? items[0]?.key);
  // panels render on first visit only and then stay mounted (forms keep their edits)
  const [visited, setVisited] = useState<Set<string>>(() => new Set([active]));
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const id = useId();

  const select = (key: string, focus = false) => {
    setActive(key);
    setVisited((v) => (v.has(key) ? v : new Set(v).add(key)));
    if (focus) refs.current[key]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((t) => t.key === active);
    const move: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (!(e.key in move)) return;
    e.preventDefault();
    const next = (move[e.key] + items.length) % items.length;
    select(items[next].key, true);
  };

  return (
    <div className="simple-tabs">
      <div role="tablist" aria-label={label} className="simple-tabs__list" onKeyDown={onKeyDown}>
        {items.map((t) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[t.key] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-selected={t.key === active}
            aria-controls={`${id}-panel-${t.key}`}
            tabIndex={t.key === active ? 0 : -1}
            className="simple-tabs__tab"
            onClick={() => select(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {items.map((t) =>
        visited.has(t.key) ? (
          <div
            key={t.key}
            role="tabpanel"
            id={`${id}-panel-${t.key}`}
            aria-labelledby={`${id}-tab-${t.key}`}
            hidden={t.key !== active}
            tabIndex={0}
            className="simple-tabs__panel"
          >
            {t.children}
          </div>
        ) : null,
      )}
    </div>
  );
}
