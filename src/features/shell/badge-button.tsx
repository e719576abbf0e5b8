import styled from 'styled-components';
import { IconButton } from '../../ui/button.tsx';
import { Icon, type IconName } from '../../ui/icon.tsx';

/** An icon button with a count badge; its name says the count ("Cart, 3 items"). */
export function BadgeButton({
  icon,
  label,
  count,
  onClick,
}: {
  icon: IconName;
  label: string;
  count: number;
  onClick: () => void;
}) {
  return (
    <IconButton aria-label={label} title={label} onClick={onClick}>
      <Icon name={icon} />
      {count > 0 && <Badge aria-hidden="true">{count > 99 ? '99+' : count}</Badge>}
    </IconButton>
  );
}

const Badge = styled.span`
  position: absolute;
  top: 2px;
  inset-inline-end: 0;
  min-width: 18px;
  height: 18px;
  padding-inline: 4px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 18px;
  text-align: center;
`;
