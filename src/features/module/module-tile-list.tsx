import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { ModuleOption } from '../../../machines/module.machine.ts';
import { hasImage, useImageSrc } from '../../api/images.ts';

export interface ModuleTileListProps {
  modules: ModuleOption[];
  currentId: number | null;
  busyId: number | null;
  onChoose: (module: ModuleOption) => void;
  /** 'grid' in the picker dialog, 'rail' in the right-side rail. */
  layout: 'grid' | 'rail';
}

/** Icon tiles (module icon + name), one real button each; the current module is marked pressed. */
export function ModuleTileList({ modules, currentId, busyId, onChoose, layout }: ModuleTileListProps) {
  const { t } = useTranslation();
  const src = useImageSrc();
  return (
    <List $layout={layout}>
      {modules.map((m) => {
        const current = m.id === currentId;
        return (
          <li key={m.id}>
            <Tile
              type="button"
              $layout={layout}
              aria-pressed={current}
              aria-busy={busyId === m.id || undefined}
              disabled={busyId !== null}
              onClick={() => onChoose(m)}
              title={layout === 'rail' ? m.module_name : undefined}
            >
              {hasImage(m, 'icon') ? (
                <img src={src(m, 'icon', 'module')} alt="" width={40} height={40} />
              ) : (
                <Fallback aria-hidden="true">{m.module_name.slice(0, 1)}</Fallback>
              )}
              <Name $layout={layout}>{m.module_name}</Name>
              {current && <span className="visually-hidden">({t('module.current')})</span>}
            </Tile>
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul<{ $layout: 'grid' | 'rail' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ $layout }) =>
    $layout === 'grid'
      ? css`
          grid-template-columns: repeat(auto-fill, minmax(110px, 1fr));
        `
      : css`
          grid-template-columns: 1fr;
        `}
`;

const Tile = styled.button<{ $layout: 'grid' | 'rail' }>`
  width: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme, $layout }) => theme.space($layout === 'grid' ? 4 : 2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.primary};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  img {
    width: 40px;
    height: 40px;
    object-fit: contain;
  }
`;

const Fallback = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Name = styled.span<{ $layout: 'grid' | 'rail' }>`
  font-size: ${({ theme, $layout }) => ($layout === 'grid' ? theme.font.size.md : theme.font.size.xs)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: center;
  /* a rail's names stay whole words on one line (the rail grows to them); the picker's may wrap between words */
  ${({ $layout }) =>
    $layout === 'rail'
      ? css`
          white-space: nowrap;
        `
      : css`
          overflow-wrap: break-word;
        `}
`;
