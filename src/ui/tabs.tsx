import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabSpec {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * Accessible tabs, the WAI-ARIA tabs pattern written out (no Ark machine: a catalogue page's first load carried
 * ≈ 13 KB gzip of Ark's tabs and its runtime for them): a tablist named by `label`; the selected tab is the one in
 * the Tab order and the arrow keys (mirrored right to left), Home and End move the focus and select (automatic
 * activation, looping); each panel is named by its tab and mounted the first time it is selected, then kept (hidden).
 * Controlled (`value`, `onValueChange`) or not (the first tab).
 */
export function Tabs({
  label,
  tabs,
  value,
  onValueChange,
}: {
  label: string;
  tabs: TabSpec[];
  value?: string;
  onValueChange?: (value: string) => void;
}) {
  const id = useId();
  const [own, setOwn] = useState(tabs[0]?.value);
  const selected = value ?? own;
  // the panels shown so far (a panel mounts when first selected, then stays)
  const [visited, setVisited] = useState<string[]>(() => (selected === undefined ? [] : [selected]));
  if (selected !== undefined && !visited.includes(selected)) setVisited([...visited, selected]);
  const tabId = (v: string) => `${id}-tab-${v}`;
  const panelId = (v: string) => `${id}-panel-${v}`;
  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    if (next !== selected) onValueChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.value === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const to =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : step
            ? (at + step + tabs.length) % tabs.length
            : -1;
    if (to < 0 || !tabs[to]) return;
    event.preventDefault();
    select(tabs[to].value);
    document.getElementById(tabId(tabs[to].value))?.focus();
  };
  return (
    <div>
      <List role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Trigger
            key={tab.value}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-selected={tab.value === selected}
            aria-controls={tab.value === selected ? panelId(tab.value) : undefined}
            tabIndex={tab.value === selected ? 0 : -1}
            onClick={() => select(tab.value)}
          >
            {tab.label}
          </Trigger>
        ))}
      </List>
      {tabs.map(
        (tab) =>
          visited.includes(tab.value) && (
            <div
              key={tab.value}
              role="tabpanel"
              id={panelId(tab.value)}
              aria-labelledby={tabId(tab.value)}
              tabIndex={0}
              hidden={tab.value !== selected}
            >
              {tab.content}
            </div>
          ),
      )}
    </div>
  );
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

const Trigger = styled.button`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: none;
  border-block-end: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.text};
    border-block-end-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;
