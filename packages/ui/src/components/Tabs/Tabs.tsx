'use client';

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import * as css from './Tabs.css';

export type TabItem = { id: string; label: ReactNode; content: ReactNode };

export type TabsProps = {
  items: ReadonlyArray<TabItem>;
  /** Controlled selected id. */
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
};

/**
 * Tabs (WAI-ARIA pattern): arrow keys move between tabs and select them, Home/End jump to
 * the ends; only the selected tab is in the Tab order. Every panel is rendered (hidden when
 * not selected) so the content is in the server HTML.
 */
export function Tabs({ items, value, defaultValue, onChange, label }: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? items[0]?.id);
  const selected = value ?? uncontrolled;
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (value === undefined) setUncontrolled(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const item = items[target];
    if (!item) return;
    select(item.id);
    tabRefs.current.get(item.id)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={css.list}>
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              className={css.tab}
              onClick={() => select(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a panel without focusable content must be reachable (ARIA tabs pattern).
          tabIndex={0}
          className={css.panel}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
