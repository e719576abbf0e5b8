import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { ToggleChip } from '../../ui/basics.ts';
import { useFirstInView } from '../../ui/use-first-in-view.ts';
import { useReducedMotion } from '../../ui/use-narrow-screen.ts';

/**
 * The store's categories, in a row that stays at the window's top while its menu scrolls (it scrolls sideways
 * when they do not fit). A category whose section is on the page (`linked`) is a link to it, marked `aria-current`
 * while that section is the one in view; the others, and all of them while one is chosen (`categoryId`), are filters
 * (`aria-pressed`) that show only that category's items, as 'All' shows them all again.
 */
export function StoreMenuBar({
  categories,
  linked,
  sectionId,
  height,
  categoryId,
  onFilter,
}: {
  categories: readonly { id: number; name: string }[];
  /** The ids of the categories that have a section on the page, comma-separated ('' while one is chosen or searched for). */
  linked: string;
  /** The element id of a category's section. */
  sectionId: (category: { id: number; name: string }) => string;
  /** The bar's height (theme.space steps), as the place kept for it while this code loaded. */
  height: number;
  categoryId: number;
  onFilter: (id: number) => void;
}) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const ids = linked.split(',');
  const sections = new Map(categories.filter((c) => ids.includes(String(c.id))).map((c) => [c.id, sectionId(c)]));
  const [current, setCurrent] = useFirstInView([...sections.values()], `-${UNDER_BAR * 4}px 0% -55% 0%`);
  const go = (event: MouseEvent, id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    event.preventDefault();
    section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth' });
    // the keyboard goes on from the section's heading (focused, not tabbable)
    const heading = section.querySelector('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    setCurrent(id);
  };
  return (
    <Bar aria-label={t('catalogue.store.categories')} $h={height}>
      <KeepClear />
      <Chips>
        {[{ id: 0, name: t('catalogue.store.allCategories') }, ...categories].map((c) => {
          const id = sections.get(c.id);
          return (
            <li key={c.id}>
              {id ? (
                <ChipLink
                  as="a"
                  href={`#${id}`}
                  aria-current={current === id ? 'true' : undefined}
                  onClick={(e) => go(e, id)}
                  ref={current === id ? keepInView : undefined}
                >
                  {c.name}
                </ChipLink>
              ) : (
                <ToggleChip aria-pressed={categoryId === c.id} onClick={() => onFilter(c.id)}>
                  {c.name}
                </ToggleChip>
              )}
            </li>
          );
        })}
      </Chips>
    </Bar>
  );
}

/** Scrolls the bar sideways (never the page) so that the current category's link is in it. */
function keepInView(link: HTMLAnchorElement | null) {
  const row = link?.closest('ul');
  if (!link || !row) return;
  const [l, r] = [link.getBoundingClientRect(), row.getBoundingClientRect()];
  const by = l.left < r.left ? l.left - r.left : l.right > r.right ? l.right - r.right : 0;
  if (by) row.scrollBy({ left: by });
}

/**
 * How far under the window's top the bar reaches, with a little air (theme.space steps). The page's header scrolls
 * away with the page (the navbar sticks only within it), so the bar sticks to the window's top once it has gone.
 */
const UNDER_BAR = 16;

/**
 * While the bar is on the page, what the window scrolls into view (a section its link goes to, a control that takes the
 * focus) comes to rest under the header and the bar, not behind them.
 */
const KeepClear = createGlobalStyle`
  html {
    scroll-padding-block-start: ${({ theme }) => theme.space(UNDER_BAR)};
  }
`;

/** A category's link: a chip like the filters; while its section is in view, outlined in the brand colour. */
const ChipLink = styled(ToggleChip).attrs({ type: undefined })`
  text-decoration: none;
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Bar = styled.nav<{ $h: number }>`
  box-sizing: border-box;
  height: ${({ theme, $h }) => theme.space($h)};
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.z.header - 1};
  margin-inline: ${({ theme }) => theme.space(-4)};
  background: ${({ theme }) => theme.color.background};
  border-block-end: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(4)};
  height: 100%;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  overflow-x: auto;
  scrollbar-width: thin;
  li {
    flex: none;
    display: flex;
  }
`;
