import type { ReactNode } from 'react';
import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import styled from 'styled-components';

export interface TabSpec {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/** Accessible tabs (Ark UI: roving focus with the arrow keys, tab/tabpanel roles) styled with the theme. */
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
  return (
    <ArkTabs.Root
      defaultValue={value === undefined ? tabs[0]?.value : undefined}
      value={value}
      onValueChange={(d) => onValueChange?.(d.value)}
      lazyMount
    >
      <List aria-label={label}>
        {tabs.map((tab) => (
          <Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Trigger>
        ))}
      </List>
      {tabs.map((tab) => (
        <ArkTabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}

const List = styled(ArkTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

const Trigger = styled(ArkTabs.Trigger)`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: none;
  border-block-end: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &[data-selected] {
    color: ${({ theme }) => theme.color.text};
    border-block-end-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;
