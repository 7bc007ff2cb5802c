import { selectSignedInUser, useSiteStore } from '@mars/shared';
import { renderStandalone } from '@mars/shared/standalone';
import AuthRoot from './AuthRoot';

/** Standalone frame: buttons standing in for the host's nav, against the local Auth emulator. */
function Controls() {
  const user = useSiteStore(selectSignedInUser);
  const unverified = useSiteStore((s) => s.session.unverifiedUser);
  const { openAuth, signOut } = useSiteStore((s) => s);
  return (
    <main style={{ padding: 24 }}>
      <p>{user ? `Welcome, ${user.email}` : unverified ? `Email not verified (${unverified.email})` : 'Signed out'}</p>
      <button type="button" onClick={() => openAuth('signin')}>
        Login
      </button>{' '}
      <button type="button" onClick={signOut}>
        Logout
      </button>
    </main>
  );
}

renderStandalone(
  'remote-auth',
  [],
  <>
    <Controls />
    <AuthRoot
      firebase={{ apiKey: 'demo-api-key', authDomain: 'localhost', projectId: 'demo-mars-vision', emulatorUrl: 'http://127.0.0.1:9099' }}
    />
  </>,
);
