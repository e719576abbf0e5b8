import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { landingQueries } from '../../api/landing.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { spreadWrap } from '../../ui/layout.ts';
import { useTypedBeforeHydration } from '../../ui/use-hydrated.ts';
import { actorComponent, actorLater, useLaterSelector, useStartedActor, WhenWanted } from '../../ui/actor-later.tsx';
import { newsletterAtRest } from './newsletter-at-rest.ts';
import type { NewsletterActorRef } from './newsletter-live.tsx';

// The statechart, its toasts and XState are a chunk of their own (newsletter-live.tsx), asked for on the form's first
// use: the footer is on every page, and most visits never subscribe.
const NewsletterLive = actorComponent(() => import('./newsletter-live.tsx').then((m) => m.NewsletterLive)).Component;

/**
 * The footer newsletter block: title/subtitle from the landing data, an email field and Subscribe. What is typed
 * before the statechart has started shows at once and reaches it, in order, as soon as it is there.
 */
export function Newsletter() {
  const { t } = useTranslation();
  const headingId = useId();
  const landing = useQuery(landingQueries.data()).data;
  const [later] = useState(() => actorLater<NewsletterActorRef>());
  const started = useStartedActor(later) !== null;
  // the field's text until the statechart holds it (the events that carry it wait for the statechart)
  const [typed, setTyped] = useState('');
  const type = (text: string) => {
    setTyped(text);
    later.send({ type: 'CHANGE', value: text });
  };
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, typed, type);
  const email = useLaterSelector(later, newsletterAtRest, (s) => s.context.email);
  const invalid = useLaterSelector(later, newsletterAtRest, (s) => s.hasTag('invalid'));
  const busy = useLaterSelector(later, newsletterAtRest, (s) => s.hasTag('busy'));
  return (
    <Block aria-labelledby={headingId}>
      <Text>
        <Title id={headingId}>{landing?.news_letter_title || t('footer.newsletter.title')}</Title>
        <Subtitle>{landing?.news_letter_sub_title || t('footer.newsletter.subtitle')}</Subtitle>
      </Text>
      <Form
        noValidate
        onPointerEnter={later.prepare}
        onFocus={later.prepare}
        onSubmit={(e) => {
          e.preventDefault();
          later.send({ type: 'SUBMIT' });
        }}
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
      <WhenWanted later={later}>
        <NewsletterLive later={later} />
      </WhenWanted>
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
