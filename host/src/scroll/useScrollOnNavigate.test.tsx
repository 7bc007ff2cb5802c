import { SCROLLING_TO_SECTION_ATTR } from '@mars/shared';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useScrollOnNavigate } from './useScrollOnNavigate';

function Page() {
  useScrollOnNavigate();
  return <section id="demo">Demo</section>;
}

const rendering = () => document.documentElement.hasAttribute(SCROLLING_TO_SECTION_ATTR);

describe('scrolling to a #section after a navigation', () => {
  let renderedDuringScroll: boolean[];
  // jsdom has no scrollIntoView, and its scrollTo only logs: stand-ins, put back after each test.
  const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
  const scrollTo = Object.getOwnPropertyDescriptor(window, 'scrollTo');
  const putBack = (target: object, name: string, descriptor: PropertyDescriptor | undefined) => {
    if (descriptor) Object.defineProperty(target, name, descriptor);
    else delete (target as Record<string, unknown>)[name];
  };
  beforeEach(() => {
    renderedDuringScroll = [];
    Element.prototype.scrollIntoView = jest.fn(() => renderedDuringScroll.push(rendering()));
    window.scrollTo = jest.fn();
  });
  afterEach(() => {
    // A scroll a test left running ends (its listener and timer go), whether or not the test passed.
    window.dispatchEvent(new Event('scrollend'));
    document.documentElement.removeAttribute(SCROLLING_TO_SECTION_ATTR);
    jest.useRealTimers();
    putBack(Element.prototype, 'scrollIntoView', scrollIntoView);
    putBack(window, 'scrollTo', scrollTo);
  });

  it('renders every deferred section while it scrolls, so the target lands exactly, and stops on scrollend', () => {
    render(
      <MemoryRouter initialEntries={['/#demo']}>
        <Page />
      </MemoryRouter>,
    );
    expect(renderedDuringScroll).toEqual([true]);
    expect(document.activeElement?.id).toBe('demo');
    window.dispatchEvent(new Event('scrollend'));
    expect(rendering()).toBe(false);
  });

  it('stops after 2 s when nothing scrolled (no scrollend comes)', () => {
    jest.useFakeTimers();
    render(
      <MemoryRouter initialEntries={['/#demo']}>
        <Page />
      </MemoryRouter>,
    );
    expect(rendering()).toBe(true);
    jest.advanceTimersByTime(2000);
    expect(rendering()).toBe(false);
  });

  it('leaves the focus where a visitor has already put it while the section was still loading', async () => {
    function LoadingPage({ loading }: { loading: boolean }) {
      useScrollOnNavigate();
      return (
        <>
          {loading && <div data-remote-loading="" />}
          <section id="demo">
            <input aria-label="First Name" />
          </section>
        </>
      );
    }
    const { rerender, getByLabelText } = render(
      <MemoryRouter initialEntries={['/#demo']}>
        <LoadingPage loading />
      </MemoryRouter>,
    );
    getByLabelText('First Name').focus();
    rerender(
      <MemoryRouter initialEntries={['/#demo']}>
        <LoadingPage loading={false} />
      </MemoryRouter>,
    );
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    expect(renderedDuringScroll).toEqual([true]);
    expect(document.activeElement).toBe(getByLabelText('First Name'));
  });

  it('goes to the top, without touching rendering, when there is no #section', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Page />
      </MemoryRouter>,
    );
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(renderedDuringScroll).toEqual([]);
    expect(rendering()).toBe(false);
  });
});
