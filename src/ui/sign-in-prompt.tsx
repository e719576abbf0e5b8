import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { pathWithDialog } from '../routes/paths.ts';
import { EmptyState } from './empty-state.tsx';
import Lock from 'lucide/dist/esm/icons/lock.mjs';
import { Icon } from './icon.tsx';

/**
 * What a guest gets on a customers-only page: the reason, and a link opening the sign-in dialog over this page
 * (`?auth=sign-in`), with any further ways out (`actions`).
 */
export function SignInPrompt({
  title,
  body,
  signIn,
  actions,
}: {
  title: string;
  body?: string;
  /** The sign-in link's words. */
  signIn: string;
  actions?: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <EmptyState
      role="status"
      icon={<Icon shape={Lock} size={48} />}
      title={title}
      body={body}
      actions={
        <>
          <Link to={pathWithDialog(pathname, 'auth', 'sign-in')}>{signIn}</Link>
          {actions}
        </>
      }
    />
  );
}
