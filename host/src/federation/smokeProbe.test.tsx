/**
 * The gate's smoke check waits for `smokeProbe` in the page (@mars/edge: cli/smoke/smokeProbe.ts): it must
 * say "rendered" only once the release's own module has mounted in its slot — never for the edge's
 * first view (which names the release too), a loading placeholder or a fallback.
 */

import { smokeProbe } from '@mars/edge/smoke-probe';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { type SiteConfig, setSiteConfig } from '../config/siteConfig';
import { renderWithProviders } from '../test/render';
import { QuietSlot } from './QuietSlot';
import { RemoteSlot } from './RemoteSlot';

const RELEASE = '1.0.0-abcdef0-12345678';
const config = {
  remotes: {
    marketing: 'http://marketing.test/1.0.0-aaaaaaa-11111111/mf-manifest.json',
    blog: `http://blog.test/${RELEASE}/mf-manifest.json`,
    auth: 'http://auth.test/1.0.0-aaaaaaa-22222222/mf-manifest.json',
    demo: 'http://demo.test/1.0.0-aaaaaaa-33333333/mf-manifest.json',
  },
  apiBase: 'http://api.test',
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
} as SiteConfig;
beforeEach(() => setSiteConfig(config));

const probe = () => smokeProbe(['blog', RELEASE, 'load']);

function Article() {
  return <h1>The release’s own article</h1>;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  document.documentElement.removeAttribute('data-remotes-mounted');
});
afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-remotes-mounted');
});

it('is not rendered for the edge’s first view, even though it names the release', () => {
  document.body.innerHTML = `<div id="root"><div data-first-view><main><div data-first-view-slot="blog/BlogIndex" data-remote="blog" data-release="${RELEASE}"><h1>Insights</h1></div></main></div></div>`;
  expect(probe()).toBe(false);
});

it('is not rendered while the module loads (its placeholder), and is once the module itself has mounted', async () => {
  let arrive: (m: { default: typeof Article }) => void = () => {};
  const loader = () => new Promise<{ default: typeof Article }>((resolve) => (arrive = resolve));
  renderWithProviders(<RemoteSlot id="blog/BlogIndex" loader={loader as never} />);
  expect(document.querySelector(`[data-remote="blog"][data-release="${RELEASE}"]`)).not.toBeNull();
  expect(probe()).toBe(false);
  await act(async () => arrive({ default: Article }));
  await screen.findByRole('heading', { name: 'The release’s own article' });
  expect(probe()).toBe('rendered');
});

it('is a fallback, never rendered, when the module fails', async () => {
  const loader = async () => {
    throw new Error('integrity');
  };
  renderWithProviders(<RemoteSlot id="blog/BlogArticle" slug="what-is-edge-ai" notFound={null} loader={loader as never} />);
  await screen.findByText(/temporarily unavailable/);
  expect(probe()).toBe('fallback');
});

it('a quiet slot (the sign-in modal) counts only with its module mounted and the modal open', async () => {
  const auth = config.remotes.auth.split('/')[3] as string;
  const login = () => smokeProbe(['auth', auth, 'login']);
  // The module's stand-in: its modal opens when the visitor reaches for Login.
  function Modal() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Login
        </button>
        <dialog open={open}>Sign in</dialog>
      </>
    );
  }
  // An open modal without the module (a first view's look-alike) does not count; gone before the module comes.
  const lookAlike = document.createElement('dialog');
  lookAlike.open = true;
  document.body.append(lookAlike);
  expect(login()).toBe(false);
  lookAlike.remove();

  const onStatus = jest.fn();
  renderWithProviders(
    <QuietSlot id="auth/AuthRoot" firebase={config.firebase} onStatus={onStatus} loader={(async () => ({ default: Modal })) as never} />,
  );
  await waitFor(() => expect(onStatus).toHaveBeenCalledWith('loaded'));
  // Mounted, the modal closed: not yet.
  expect(login()).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(login()).toBe('rendered');
});

it('is a failure, never rendered, when the edge’s HTML stays because the release’s code could not be loaded', () => {
  document.body.innerHTML = `<main><div data-first-view-slot="blog/BlogIndex" data-remote="blog" data-release="${RELEASE}" data-remote-failed="blog"><h1>Insights</h1></div></main>`;
  expect(probe()).toBe('failed');
});
