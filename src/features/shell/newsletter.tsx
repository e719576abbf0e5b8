import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ActorRefFrom } from 'xstate';
import type { newsletterMachine } from '../../../machines/newsletter.machine.ts';
import { newsletterAtRest } from '../../../machines/shared/resting/newsletter.ts';
import { landingQueries } from '../../api/landing.ts';
import { errorMessage } from '../../api/errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { spreadWrap } from '../../ui/layout.ts';
import toast from '../../ui/toast.ts';
import { useTypedBeforeHydration } from '../../ui/use-hydrated.ts';
import { flowStarter, lazyFlow, useFlowSelector, useStartedActor } from '../../ui/lazy-flow.tsx';
import { useFlowEmitted } from '../../ui/use-flow-emitted.ts';
import { sentBy } from '../../ui/sent-by.ts';

type NewsletterActorRef = ActorRefFrom<typeof newsletterMachine>;

// The statechart and XState are a chunk of their own, asked for on the form's first use: the footer is on every page,
// and most visits never subscribe.
const starter = flowStarter(() => import('./newsletter.context.ts').then((m) => m.createNewsletterMachine));

/**
 * The footer newsletter block: title/subtitle from the landing data, an email field and Subscribe. What is typed
 * before the statechart has started shows at once and reaches it, in order, as soon as it is there.
 */
export function Newsletter() {
  const { t } = useTranslation();
  const headingId = useId();
  const landing = useQuery(landingQueries.data()).data;
  const [flow] = useState(() => lazyFlow<NewsletterActorRef>());
  const started = useStartedActor(flow) !== null;
  useFlowEmitted(flow, 'subscribed', () => void toast.success(t('footer.newsletter.subscribed')));
  useFlowEmitted(flow, 'failed', ({ error }) => void toast.error(errorMessage(error)));
  // the field's text until the statechart holds it (the events that carry it wait for the statechart)
  const [typed, setTyped] = useState('');
  const type = (text: string) => {
    setTyped(text);
    flow.send({ type: 'CHANGE', value: text });
  };
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, typed, type);
  const email = useFlowSelector(flow, newsletterAtRest, (s) => s.context.email);
  const invalid = useFlowSelector(flow, newsletterAtRest, (s) => s.hasTag('invalid'));
  const busy = useFlowSelector(flow, newsletterAtRest, (s) => s.hasTag('busy'));
  return (
    <Block aria-labelledby={headingId}>
      <Text>
        <Title id={headingId}>{landing?.news_letter_title || t('footer.newsletter.title')}</Title>
        <Subtitle>{landing?.news_letter_sub_title || t('footer.newsletter.subtitle')}</Subtitle>
      </Text>
      <Form
        noValidate
        onPointerEnter={flow.prepare}
        onFocus={flow.prepare}
        onSubmit={sentBy(() => flow.send({ type: 'SUBMIT' }))}
      >
        <TextField
          label={t('footer.newsletter.emailLabel')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={started ? email : typed}
          ref={field}
          onChange={(e) => type(e.target.value)}
          error={invalid ? t('footer.newsletter.invalidEmail') : undefined}
          disabled={busy}
        />
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {t('footer.newsletter.subscribe')}
        </Button>
      </Form>
      <starter.Start flow={flow} deps={undefined} />
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
  min-width: 0;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  & > div {
    flex: 1;
    min-width: 0;
    margin-bottom: 0;
  }
  & > button {
    margin-top: 22px;
  }
`;
