import { describeNode, pageRemotes, remoteOfNode, remoteOfUrl, scriptOfStack } from './attribution';
import { measuringAllowed } from './privacy';
import { createReporter } from './reporter';

const remotes = {
  marketing: 'https://marketing.cdn.example/1.0.0-a-1/mf-manifest.json',
  blog: 'https://blog.cdn.example/1.0.0-b-2/mf-manifest.json',
};

describe('attribution', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <header id="nav"><a class="logo">Mars</a></header>
      <main>
        <div data-first-view-slot="blog/BlogIndex" data-remote="blog" data-release="1.0.0-b-2"><h1 class="title big">Blog</h1><p>text</p></div>
        <div data-remote="marketing" data-release="1.0.0-a-1" style="display:contents"><section><img id="hero" alt=""></section></div>
      </main>`;
  });

  it('names the remote whose slot holds a node, and null for the host’s own DOM', () => {
    expect(remoteOfNode(document.querySelector('h1'))).toBe('blog');
    expect(remoteOfNode(document.querySelector('p')?.firstChild)).toBe('blog');
    expect(remoteOfNode(document.querySelector('#hero'))).toBe('marketing');
    expect(remoteOfNode(document.querySelector('.logo'))).toBeNull();
    expect(remoteOfNode(null)).toBeNull();
  });

  it('names the remote a script comes from by its origin', () => {
    expect(remoteOfUrl('https://blog.cdn.example/1.0.0-b-2/960.js', remotes)).toBe('blog');
    expect(remoteOfUrl('https://marketing.cdn.example/other/x.js', remotes)).toBe('marketing');
    expect(remoteOfUrl(`${location.origin}/main.js`, remotes)).toBeNull();
    expect(remoteOfUrl('https://elsewhere.example/x.js', remotes)).toBeNull();
    expect(remoteOfUrl(undefined, remotes)).toBeNull();
    expect(scriptOfStack('Error: boom\n    at f (https://blog.cdn.example/1.0.0-b-2/960.abc.js:1:20)')).toBe(
      'https://blog.cdn.example/1.0.0-b-2/960.abc.js',
    );
  });

  it('lists the remotes on the page with their releases, and describes a node without its text', () => {
    expect(pageRemotes()).toEqual({ blog: '1.0.0-b-2', marketing: '1.0.0-a-1' });
    expect(describeNode(document.querySelector('h1'))).toBe('h1.title');
    expect(describeNode(document.querySelector('#hero'))).toBe('img#hero');
  });
});

describe('privacy switches', () => {
  const nav = (o: Record<string, unknown>) => o as unknown as Navigator;
  const win = (o: Record<string, unknown>) => o as unknown as Window;
  it('measures nobody with Do-Not-Track or Global Privacy Control', () => {
    expect(measuringAllowed(nav({}), win({}))).toBe(true);
    expect(measuringAllowed(nav({ doNotTrack: '0' }), win({}))).toBe(true);
    expect(measuringAllowed(nav({ doNotTrack: '1' }), win({}))).toBe(false);
    expect(measuringAllowed(nav({ msDoNotTrack: '1' }), win({}))).toBe(false);
    expect(measuringAllowed(nav({}), win({ doNotTrack: '1' }))).toBe(false);
    expect(measuringAllowed(nav({ globalPrivacyControl: true }), win({}))).toBe(false);
  });
});

describe('the report of a page view', () => {
  // A test hides the page; the document's own visibilityState (jsdom has none: its getter is on the prototype) is put back after each test.
  const visibility = Object.getOwnPropertyDescriptor(document, 'visibilityState');
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div data-remote="blog" data-release="1.0.0-b-2"><h1>Blog</h1></div>';
  });
  afterEach(() => {
    jest.useRealTimers();
    if (visibility) Object.defineProperty(document, 'visibilityState', visibility);
    else delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('sends errors a second after they happen and the metrics when the page is hidden, with the same view id', () => {
    const sent: Record<string, unknown>[] = [];
    const r = createReporter('host=h;blog=1.0.0-b-2', (body) => sent.push(JSON.parse(body)));
    r.event({ kind: 'error', remote: 'blog', message: 'x'.repeat(400), source: 'https://blog.cdn.example/a.js?token=1#x' });
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      v: 1,
      composition: 'host=h;blog=1.0.0-b-2',
      path: '/',
      remotes: { blog: '1.0.0-b-2' },
      events: [{ kind: 'error', remote: 'blog', source: 'https://blog.cdn.example/a.js' }],
    });
    expect((sent[0] as { events: { message: string }[] }).events[0]?.message).toHaveLength(300);

    r.metric({ name: 'CLS', value: 0.123456, remote: 'blog', target: 'h1' });
    r.metric({ name: 'LCP', value: 812.7, remote: null });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      view: sent[0]?.view,
      events: [],
      metrics: [
        { name: 'CLS', value: 0.1235 },
        { name: 'LCP', value: 813 },
      ],
    });
    expect(String(sent[0]?.view)).toMatch(/^[0-9a-f]{32}$/);
    // Nothing new: nothing sent.
    r.flush();
    expect(sent).toHaveLength(2);
  });

  it('sends at most 20 events per page view', () => {
    const sent: { events: unknown[] }[] = [];
    const r = createReporter('host=h', (body) => sent.push(JSON.parse(body)));
    for (let i = 0; i < 30; i++) r.event({ kind: 'rejection', remote: null, message: `n${i}` });
    r.flush();
    expect(sent.flatMap((s) => s.events)).toHaveLength(20);
  });
});
