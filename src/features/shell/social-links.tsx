import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Config } from '../../api/config.ts';
import { Icon } from '../../ui/icon.tsx';

const networks = ['facebook', 'instagram', 'twitter', 'linkedin', 'pinterest'] as const;
const names: Record<(typeof networks)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
};

/** The social icons (facebook, instagram, twitter, linkedin, pinterest) the config lists with a link. */
export function SocialLinks({ items }: { items: Config['social_media'] | undefined }) {
  const { t } = useTranslation();
  const shown = (items ?? []).filter((s) => s.link && s.status !== 0 && networks.includes(s.name));
  if (!shown.length) return null;
  return (
    <List aria-label={t('footer.social')}>
      {shown.map((s) => (
        <li key={s.name}>
          <A
            href={s.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.socialLink', { name: names[s.name] })}
          >
            <Icon name={s.name} size={18} />
          </A>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const A = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.color.border};
  &:hover {
    color: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
  }
`;
