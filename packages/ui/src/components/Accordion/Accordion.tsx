'use client';

import { type ReactNode, useId, useState } from 'react';
import { Chevron } from '../../internal/Chevron';
import { cx } from '../../internal/cx';
import * as css from './Accordion.css';

export type AccordionItem = {
  id: string;
  title: ReactNode;
  content: ReactNode;
};

export type AccordionProps = {
  items: ReadonlyArray<AccordionItem>;
  /** Ids open at first. Each panel toggles on its own. */
  defaultOpenIds?: ReadonlyArray<string>;
  /** Called after a panel opens or closes. */
  onToggle?: (id: string, open: boolean) => void;
  headingLevel?: 2 | 3 | 4;
  /**
   * From this width up every panel shows and the toggles give way to plain titles
   * (the home page's categories: collapsible on phones, all lists on desktop).
   */
  alwaysOpenFrom?: 'tablet' | 'desktop';
};

/** Collapsible panels: each header is a button (Enter/Space) that shows or hides its panel. */
export function Accordion({
  items,
  defaultOpenIds = [],
  onToggle,
  headingLevel = 3,
  alwaysOpenFrom,
}: AccordionProps) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set(defaultOpenIds));
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  const wide = alwaysOpenFrom ? css.alwaysOpenFrom[alwaysOpenFrom] : undefined;

  const toggle = (id: string) => {
    const next = new Set(openIds);
    const open = !next.has(id);
    if (open) next.add(id);
    else next.delete(id);
    setOpenIds(next);
    onToggle?.(id, open);
  };

  return (
    <div className={css.root}>
      {items.map((item) => {
        const open = openIds.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        const headingId = `${baseId}-${item.id}-heading`;
        return (
          <div key={item.id} className={css.item}>
            <Heading className={css.heading} id={headingId}>
              <button
                type="button"
                id={buttonId}
                className={cx(css.trigger, wide?.trigger)}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <Chevron className={css.chevron} />
              </button>
              {wide && <span className={cx(css.staticTitle, wide.staticTitle)}>{item.title}</span>}
            </Heading>
            <section
              id={panelId}
              aria-labelledby={headingId}
              className={cx(css.panel, !open && css.panelClosed, wide?.panel)}
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
