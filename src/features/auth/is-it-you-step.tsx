import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import styled from 'styled-components';
import { Button } from '../../ui/button.tsx';
import type { authMachine } from '../../../machines/auth.machine.ts';
import { Muted, Row } from './auth.styles.ts';

/** 'Is It You?': Yes signs into the existing account (retry with verified), No dismisses. */
export function IsItYouStep({ actor }: { actor: ActorRefFrom<typeof authMachine> }) {
  const { t } = useTranslation();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const user = useSelector(actor, (s) => s.context.response?.is_exist_user);
  return (
    <div aria-busy={busy}>
      {user?.image && <Avatar src={user.image} alt="" />}
      <Muted>{t('auth.isItYouBody', { name: user?.name ?? '' })}</Muted>
      <Row>
        <Button $variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'REJECT_EXISTING' })}>
          {t('common.no')}
        </Button>
        <Button disabled={busy} onClick={() => actor.send({ type: 'CONFIRM_EXISTING' })}>
          {t('common.yes')}
        </Button>
      </Row>
    </div>
  );
}

const Avatar = styled.img.attrs({ width: 64, height: 64 })`
  border-radius: 50%;
  display: block;
  margin: 0 auto;
`;
