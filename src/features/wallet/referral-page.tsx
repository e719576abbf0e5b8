import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { customerQueries } from '../../api/customer.ts';
import { paths } from '../../routes/paths.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import toast from '../../ui/toast.ts';
import { AccountGate } from './account-gate.tsx';
import { useWalletFormat } from './use-wallet-format.ts';
import { Card, Page } from '../../ui/page-frame.ts';
import { Muted } from './wallet.styles.ts';

/** Copies `text`; false when the browser refuses (no clipboard, no permission). */
async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * /referral-code (signed-in, ref_earning_status on): the customer's ref_code with Copy (clipboard + a toast) and
 * Share (the system share sheet, or the invitation copied), and how referral earning works from the config.
 */
export function ReferralPage() {
  const { t } = useTranslation();
  const { config } = useWalletFormat();
  return (
    <Page>
      <h1>{t('wallet.referral.title')}</h1>
      <AccountGate
        enabled={config ? config.ref_earning_status === 1 : undefined}
        signInTitle={t('wallet.referral.signInTitle')}
        unavailable={t('wallet.unavailable.referral')}
      >
        <Referral />
      </AccountGate>
    </Page>
  );
}

function Referral() {
  const { t } = useTranslation();
  const { config, money } = useWalletFormat();
  const info = useQuery(customerQueries.info());
  const code = info.data?.ref_code ?? null;
  const url = `${window.location.origin}${paths.home}`;
  const invitation = code ? t('wallet.referral.shareText', { shop: config?.business_name ?? '', code, url }) : '';
  const earning = config?.ref_earning_exchange_rate ?? 0;

  const onCopy = async () => {
    if (!code) return;
    if (await copy(code)) toast.success(t('wallet.referral.copied'));
    else toast.error(t('wallet.referral.copyFailed'));
  };
  const onShare = async () => {
    if (!code) return;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('wallet.referral.title'), text: invitation, url });
        return;
      } catch (e) {
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
    if (await copy(invitation)) toast.success(t('wallet.referral.shared'));
    else toast.error(t('wallet.referral.copyFailed'));
  };

  return (
    <>
      <Card aria-labelledby="referral-code">
        <h2 id="referral-code">{t('wallet.referral.yourCode')}</h2>
        {info.isPending ? (
          <div role="status" aria-label={t('common.loading')}>
            <Skeleton $w="200px" $h="40px" />
          </div>
        ) : code ? (
          <CodeRow>
            <Code data-testid="referral-code">{code}</Code>
            <Button $variant="secondary" onClick={() => void onCopy()}>
              {t('wallet.referral.copy')}
            </Button>
            <Button onClick={() => void onShare()}>{t('wallet.referral.share')}</Button>
          </CodeRow>
        ) : (
          <Muted>{t('wallet.referral.noCode')}</Muted>
        )}
      </Card>
      <Card aria-labelledby="referral-how">
        <h2 id="referral-how">{t('wallet.referral.howTitle')}</h2>
        <ol>
          <li>{t('wallet.referral.step1')}</li>
          <li>{t('wallet.referral.step2')}</li>
          {earning > 0 && <li>{t('wallet.referral.step3', { amount: money(earning) })}</li>}
        </ol>
      </Card>
    </>
  );
}

const CodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Code = styled.code`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.1em;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
`;
