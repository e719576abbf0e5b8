import { useEffect, useId, useState } from 'react';
import toast from '../../ui/toast.ts';
import { useMachine } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { landingQueries } from '../../api/landing.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { errorMessage } from '../../api/errors.ts';
import { createNewsletterMachine } from './newsletter.context.ts';
import { spreadWrap } from '../../ui/layout.ts';

/** The footer newsletter block: title/subtitle from the landing data, an email field and Subscribe. */
export function Newsletter() {
  const { t } = useTranslation();
  const headingId = useId();
  const landing = useQuery(landingQueries.data()).data;
  const [machine] = useState(createNewsletterMachine);
  const [state, send, actor] = useMachine(machine);
  useEffect(() => {
    const subscriptions = [
      actor.on('subscribed', () => void toast.success(t('footer.newsletter.subscribed'))),
      actor.on('failed', ({ error }) => void toast.error(errorMessage(error))),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, t]);
  const busy = state.hasTag('busy');
  return (
    <Block aria-labelledby={headingId}>
      <Text>
        <Title id={headingId}>{landing?.news_letter_title || t('footer.newsletter.title')}</Title>
        <Subtitle>{landing?.news_letter_sub_title || t('footer.newsletter.subtitle')}</Subtitle>
      </Text>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <TextField
          label={t('footer.newsletter.emailLabel')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={state.context.email}
          onChange={(e) => send({ type: 'CHANGE', value: e.target.value })}
          error={state.hasTag('invalid') ? t('footer.newsletter.invalidEmail') : undefined}
          disabled={busy}
        />
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {t('footer.newsletter.subscribe')}
        </Button>
      </Form>
    </Block>
  );
}

const Block = styled.section`
  ${spreadWrap(4)}
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Text = styled.div`
  flex: 1 1 280px;
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Form = styled.form`
  flex: 1 1 360px;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  & > div {
    flex: 1;
    margin-bottom: 0;
  }
  & > button {
    margin-top: 22px;
  }
`;
