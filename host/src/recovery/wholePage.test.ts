import { loadWholeOnTraversal } from './wholePage';

afterEach(() => {
  document.documentElement.removeAttribute('data-app-live');
  history.replaceState(null, '', '/');
});

describe('a history traversal before the app has taken the page over', () => {
  it('loads the page whole at another address, not at a #section of its own, and leaves it to the app once live', () => {
    history.replaceState(null, '', '/blog');
    const reload = jest.fn();
    loadWholeOnTraversal(window, reload);
    const traverse = (to: string) => {
      history.replaceState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    };
    traverse('/blog#top');
    expect(reload).not.toHaveBeenCalled();
    traverse('/');
    expect(reload).toHaveBeenCalledTimes(1);
    document.documentElement.setAttribute('data-app-live', '');
    traverse('/product/mars-hub');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
