import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import toast from '../ui/toast.ts';
import { errorMessage } from '../api/errors.ts';
import { refreshAfterChange } from '../api/query-client.ts';
import { useSignedIn } from '../session/hooks.ts';

/**
 * The heart toggle every wishlist shares (items; rental vehicles and providers): adding needs a token ('You are not
 * logged in' otherwise); add and remove show the server's message and refresh the wishlists. One call at a time: the
 * heart is disabled while it runs. (A call and its pending state, not React Query's useMutation: the heart is on every
 * product and vehicle card, and the mutation observer was ≈ 1 kB of every catalogue and rental page's first load.)
 */
export function WishToggle(p: {
  wished: boolean;
  /** Adds or removes (as `wished` says); answers the server's message. */
  toggle: () => Promise<string>;
  addLabel: string;
  removeLabel: string;
  notLoggedIn: string;
  overlay?: boolean;
}) {
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const [pending, setPending] = useState(false);
  const toggle = () => {
    setPending(true);
    p.toggle()
      .then(async (message) => {
        toast.success(message);
        await refreshAfterChange(queryClient, ['wishlist']);
      })
      .catch((error: unknown) => void toast.error(errorMessage(error)))
      .finally(() => setPending(false));
  };
  return (
    <HeartButton
      $overlay={p.overlay ?? false}
      aria-pressed={p.wished}
      aria-label={p.wished ? p.removeLabel : p.addLabel}
      disabled={pending}
      onClick={() => (signedIn ? toggle() : void toast.error(p.notLoggedIn))}
    >
      <span aria-hidden="true">{p.wished ? '♥' : '♡'}</span>
    </HeartButton>
  );
}

/** The round heart toggle (shop items and rental vehicles / providers): on the card's corner or in a row. */
const HeartButton = styled.button.attrs({ type: 'button' })<{ $overlay: boolean }>`
  ${({ $overlay, theme }) =>
    $overlay
      ? `position: absolute; inset-block-start: ${theme.space(2)}; inset-inline-end: ${theme.space(2)};`
      : 'flex: none;'}
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.error};
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
`;
