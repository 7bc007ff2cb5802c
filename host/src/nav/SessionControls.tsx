import { selectSignedInUser, useSiteStore } from '@mars/shared';
import styled from 'styled-components';
import { useAuthAvailability } from '../auth/AuthMount';

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.paper};
  font-size: ${({ theme }) => theme.size.xs};
  min-width: 0;
`;

const Welcome = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  max-width: 28ch;
`;

const Note = styled.span`
  color: ${({ theme }) => theme.color.alert};
  font-weight: 600;
  white-space: nowrap;
`;

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
 * 'Email not verified' note and Logout, never a Welcome (an unverified user counts as signed out).
 * The host only reads the session; remote-auth performs the intents.
 */
export function SessionControls() {
  const user = useSiteStore(selectSignedInUser);
  const unverified = useSiteStore((s) => s.session.unverifiedUser);
  const openAuth = useSiteStore((s) => s.openAuth);
  const signOut = useSiteStore((s) => s.signOut);
  const auth = useAuthAvailability();
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
        <Note>Email not verified</Note>
        <GhostButton type="button" onClick={signOut}>
          Logout
        </GhostButton>
      </Wrap>
    );
  }
  return (
    <Wrap>
      <GhostButton type="button" onClick={login} onPointerEnter={auth.warm} onFocus={auth.warm}>
        Login
      </GhostButton>
    </Wrap>
  );
}
