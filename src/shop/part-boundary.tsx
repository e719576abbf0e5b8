// One part of a page that fails to render (an answer the part cannot read, a bug in it) shows its own worded
// failure with Try again, and the rest of the page stays: the cart drawer, each checkout panel, each home section.
import { Component, type ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';

/** Which part failed: the words of its failure (common.partFailed). */
export type FailedPart = 'cart' | 'checkout' | 'section';

interface CatchProps {
  title: string;
  retryLabel: string;
  onRetry: () => void;
  children: ReactNode;
}

class CatchPart extends Component<CatchProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <EmptyState
        role="alert"
        title={this.props.title}
        actions={
          <Button $variant="secondary" onClick={this.retry}>
            {this.props.retryLabel}
          </Button>
        }
      />
    );
  }
}

/**
 * Renders `children`; when they fail to render, the part's worded failure (common.partFailed) with Try again, which
 * asks for the part's answers afresh (`reload`: their query keys, reset) and renders the part again.
 */
export function PartBoundary({
  part,
  reload = [],
  children,
}: {
  part: FailedPart;
  reload?: readonly QueryKey[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <CatchPart
      title={t(`common.partFailed.${part}`)}
      retryLabel={t('common.retry')}
      onRetry={() => reload.forEach((queryKey) => void queryClient.resetQueries({ queryKey }))}
    >
      {children}
    </CatchPart>
  );
}
