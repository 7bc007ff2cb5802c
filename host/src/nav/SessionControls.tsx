import { appControl, hasAuthSessionHint, selectSignedInUser, useSiteStore } from '@mars/shared';
import { useEffect, useLayoutEffect, useState } from 'react';
import styled from 'styled-components';
import { useAuthAvailability } from '../auth/AuthMount';

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.paper};
  font-size: ${({ theme }) => theme.size.xs};
  min-width: 0;
  /* Before the app has started: a returning visitor's browser (the page's script marks <html>)
     keeps Login's place empty instead of offering sign-in to someone signed in. */
  html[data-auth-hint]:not([data-app-live]) & [data-session-control='login'] { visibility: hidden; }
`;

const Welcome = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  max-width: 28ch;
`;

/** 'Email not verified': opens 'Verify Your Email' (with Resend) again. */
const Note = styled.button`
  background: none;
  border: 0;
  padding: 4px 2px;
  color: ${({ theme }) => theme.color.alert};
  font-weight: 600;
  white-space: nowrap;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;

/** The longest a returning visitor's session may take to restore before Login shows anyway. */
export const RESTORE_WAIT_MS = 2000;

export const GhostButton = styled.button`
  background: none;
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  color: ${({ theme }) => theme.color.paper};
  border-radius: ${({ theme }) => theme.radius.pill};
  padding: 8px 16px;
  cursor: pointer;
  white-space: nowrap;
  &:hover { border-color: ${({ theme }) => theme.color.signal}; }
`;

/**
 * Signed out: Login. Signed in (verified): Welcome, {email} and Logout. Unverified: the
 * 'Email not verified' note (it opens 'Verify Your Email') and Logout, never a Welcome (an
 * unverified user counts as signed out). While a returning visitor's session restores, Login's
 * place is held empty (same size, nothing moves) for up to RESTORE_WAIT_MS: a signed-in visitor
 * never sees Login. The host only reads the session; remote-auth performs the intents.
 */
export function SessionControls() {
  const user = useSiteStore(selectSignedInUser);
  const unverified = useSiteStore((s) => s.session.unverifiedUser);
  const loading = useSiteStore((s) => s.session.loading);
  const openAuth = useSiteStore((s) => s.openAuth);
  const signOut = useSiteStore((s) => s.signOut);
  const auth = useAuthAvailability();
  // Read once mounted (the page's first render must be the build's, signed out, so React can hydrate
  // it), before the browser paints and before the app marks the page live: a returning visitor's
  // Login stays hidden throughout.
  const [returning, setReturning] = useState(false);
  useLayoutEffect(() => setReturning(hasAuthSessionHint()), []);
  const [waited, setWaited] = useState(false);
  const restoring = loading && returning && !waited && !auth.down;
  useEffect(() => {
    if (!restoring) return;
    const timer = setTimeout(() => setWaited(true), RESTORE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [restoring]);
  const login = () => {
    openAuth('signin');
    if (auth.down) auth.retry(); // opens once remote-auth is back; explains itself if it is not
  };

  if (user) {
    return (
      <Wrap>
        <Welcome title={user.email}>Welcome, {user.email}</Welcome>
        <GhostButton type="button" onClick={signOut}>
          Logout
        </GhostButton>
      </Wrap>
    );
  }
  if (unverified) {
    return (
      <Wrap>
        <Note type="button" onClick={() => openAuth('unverified')}>
          Email not verified
        </Note>
        <GhostButton type="button" onClick={signOut}>
          Logout
        </GhostButton>
      </Wrap>
    );
  }
  // The same button while the session restores, only hidden: nothing moves, and nothing is replaced.
  return (
    <Wrap>
      <GhostButton
        type="button"
        onClick={login}
        onPointerEnter={auth.warm}
        onFocus={auth.warm}
        data-session-control={restoring ? 'restoring' : 'login'}
        {...appControl}
        {...(restoring ? { 'aria-hidden': true, tabIndex: -1, style: { visibility: 'hidden' } } : {})}
      >
        Login
      </GhostButton>
    </Wrap>
  );
}
