import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import styled from 'styled-components';
import { inputBox } from '../../ui/focus-ring.ts';
import { searchQueries } from '../../api/search.ts';
import { itemDialog, productPath, searchPath, storePath } from '../../routes/paths.ts';
import { hasStoreCatalogue, moduleWording } from '../../../domain/module-wording.ts';
import { useSession } from '../../session/hooks.ts';
import { ComboboxPopup, NotedOptions } from '../../ui/combobox-popup.tsx';

/** Suggestions are asked for once the text has rested this long (one call per pause, not per key). */
export const SUGGEST_DELAY_MS = 300;

interface Suggestion {
  value: string;
  label: string;
  kind: string;
  to: string;
}

function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The search field (spec part 2 §2; navbar on desktop, drawer on mobile): suggestions of items and stores while
 * typing (arrow keys and Enter open one), Enter or the button opens the results page. Shown with a store module.
 */
export function NavbarSearch({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { module, zoneId } = useSession();
  const [text, setText] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const settled = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const usable = !!zoneId && !!module && hasStoreCatalogue(module.module_type) && module.module_type !== 'rental';
  const scope = { moduleId: module?.id ?? 0, zoneId: zoneId ?? '' };
  const query = useQuery({ ...searchQueries.suggestions(settled, scope), enabled: usable && settled.length > 0 });
  const wording = moduleWording(module?.module_type);
  const itemWord = t(`home.kinds.${wording.items}`);
  const storeWord = t(`home.kinds.${wording.stores}`);
  const suggestions = useMemo<Suggestion[]>(
    () =>
      settled && query.data
        ? [
            ...query.data.items.map((item) => ({
              value: `item-${item.id}`,
              label: item.name,
              kind: itemWord,
              to: item.module_type === 'ecommerce' ? productPath(item) : itemDialog(item.id),
            })),
            ...query.data.stores.map((store) => ({
              value: `store-${store.id}`,
              label: store.name,
              kind: storeWord,
              to: storePath(store),
            })),
          ]
        : [],
    [settled, query.data, itemWord, storeWord],
  );
  const collection = useMemo(
    () => createListCollection({ items: suggestions, itemToValue: (s) => s.value, itemToString: (s) => s.label }),
    [suggestions],
  );
  if (!usable) return null;
  const go = (to: string) => {
    setDismissed(true);
    onNavigate?.();
    navigate(to);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value) go(searchPath(value));
  };
  const open = suggestions.length > 0 && !dismissed && text.trim().length > 0;
  const status = query.isFetching
    ? t('catalogue.search.searching')
    : open
      ? t('catalogue.search.suggestionsCount', { count: suggestions.length })
      : '';
  return (
    <Form role="search" onSubmit={submit} className={className}>
      <Combobox.Root
        collection={collection}
        inputValue={text}
        open={open}
        lazyMount
        unmountOnExit
        allowCustomValue
        selectionBehavior="preserve"
        positioning={{ sameWidth: true, placement: 'bottom-start' }}
        onOpenChange={(d) => !d.open && setDismissed(true)}
        onInputValueChange={(d) => {
          setText(d.inputValue);
          if (d.reason === 'input-change') setDismissed(false);
        }}
        onSelect={(d) => {
          const chosen = suggestions.find((s) => s.value === d.itemValue);
          if (chosen) go(chosen.to);
        }}
      >
        <Combobox.Label className="visually-hidden">{t('catalogue.search.label')}</Combobox.Label>
        <Control>
          <Input
            type="search"
            maxLength={100}
            placeholder={t('catalogue.search.placeholder', { kind: itemWord, stores: storeWord })}
          />
          <Submit type="submit" aria-label={t('catalogue.search.submit')}>
            <span aria-hidden="true">⌕</span>
          </Submit>
        </Control>
        <Combobox.Positioner>
          <ComboboxPopup $maxHeight="360px">
            <NotedOptions items={suggestions} noteOf={(s) => s.kind} />
          </ComboboxPopup>
        </Combobox.Positioner>
      </Combobox.Root>
      <span role="status" className="visually-hidden">
        {status}
      </span>
    </Form>
  );
}

const Form = styled.form`
  flex: 1;
  max-width: 420px;
  min-width: 0;
`;

const Control = styled(Combobox.Control)`
  display: flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  padding-inline-start: ${({ theme }) => theme.space(3)};
  ${inputBox}
`;

const Input = styled(Combobox.Input)`
  flex: 1;
  min-width: 0;
  min-height: 40px;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
`;

const Submit = styled.button`
  min-width: 40px;
  min-height: 40px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  cursor: pointer;
`;
