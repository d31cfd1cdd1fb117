import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from './class-names';
import { nextTabIndex } from './tab-keys';
import './tabs.css';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: string;
  content: ReactNode;
}

interface TabsProps<Id extends string> {
  items: readonly TabItem<Id>[];
  label: string;
  initialId?: Id;
  /** Controlled tabs: the selected tab (kept in the address, for example), changed through onSelect. */
  selectedId?: Id;
  onSelect?: (id: Id) => void;
  /** Extra classes of the tabs' wrapper. */
  className?: string;
}

/** Accessible tabs: one tab stop, arrows/Home/End move between tabs, panels labelled by their tab. */
export function Tabs<Id extends string>({ items, label, initialId, selectedId, onSelect, className }: TabsProps<Id>) {
  const baseId = useId();
  const [ownId, setOwnId] = useState(initialId ?? items[0]?.id);
  const activeId = selectedId ?? ownId;
  const setActiveId = (id: Id) => {
    setOwnId(id);
    onSelect?.(id);
  };
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.id === activeId),
  );

  // On each tab (the focusable elements), not the tablist: only the selected tab takes focus.
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = nextTabIndex(activeIndex, event.key, items.length);
    const nextItem = next === null ? undefined : items[next];
    if (next === null || nextItem === undefined) return;
    event.preventDefault();
    setActiveId(nextItem.id);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={classNames('tabs', className)}>
      <div className="tabs__list" role="tablist" aria-label={label}>
        {items.map((item, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              id={`${baseId}-tab-${item.id}`}
              className="tabs__tab"
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActiveId(item.id)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          id={`${baseId}-panel-${item.id}`}
          className="tabs__panel"
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${item.id}`}
          tabIndex={0}
          hidden={index !== activeIndex}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
