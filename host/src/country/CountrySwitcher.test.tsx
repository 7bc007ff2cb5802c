import { siteStore } from '@mars/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderInSiteRouter, resetStore } from '../test/render';
import { CountrySwitcher } from './CountrySwitcher';
import { useDocumentLanguage } from './useDocumentLanguage';

/** The switcher in the site's own router, at `path`, with the page's address shown. */
function renderAt(path: string) {
  function Page() {
    useDocumentLanguage();
    const { pathname } = useLocation();
    return (
      <>
        <CountrySwitcher />
        <output aria-label="route">{pathname}</output>
      </>
    );
  }
  return renderInSiteRouter(<Page />, path);
}

const trigger = () => screen.getByLabelText('Select country', { selector: 'summary' });
const option = (name: string) => screen.getByRole('link', { name });

beforeEach(() => {
  resetStore();
  localStorage.clear();
});
afterAll(() => window.history.replaceState(null, '', '/'));

describe('country switcher', () => {
  it('is named Select country, shows the current flag and links both countries to this page', () => {
    renderAt('/blog?category=Case+Studies');
    expect(trigger()).toHaveAttribute('data-country', 'us');
    expect(trigger().querySelector('svg')).not.toBeNull();
    const links = screen.getAllByRole('link');
    expect(links.map((o) => o.textContent)).toEqual(['United States', 'India']);
    expect(links.map((o) => o.getAttribute('href'))).toEqual(['/blog?category=Case+Studies', '/in/blog?category=Case+Studies']);
    expect(links.map((o) => o.getAttribute('hreflang'))).toEqual(['en-US', 'en-IN']);
    expect(option('United States')).toHaveAttribute('aria-current', 'true');
  });

  it('choosing India moves to the same page under /in (one history entry), sets the store, the flag and <html lang>, and remembers it', () => {
    renderAt('/blog');
    const entries = window.history.length;
    expect(document.documentElement.lang).toBe('en-US');
    (trigger().parentElement as HTMLDetailsElement).open = true;
    fireEvent.click(option('India'));
    expect(window.location.pathname).toBe('/in/blog');
    expect(window.history.length).toBe(entries + 1);
    // Inside India's basename the route is the same page.
    expect(screen.getByLabelText('route')).toHaveTextContent(/^\/blog$/);
    expect(siteStore.getState().country).toBe('in');
    expect(trigger()).toHaveAttribute('data-country', 'in');
    expect(document.documentElement.lang).toBe('en-IN');
    expect((trigger().parentElement as HTMLDetailsElement).open).toBe(false);
    expect(localStorage.getItem('mars.country')).toBe('in');
    // And back to the United States.
    fireEvent.click(option('United States'));
    expect(window.location.pathname).toBe('/blog');
    expect(siteStore.getState().country).toBe('us');
  });

  it('taking over a page whose <html lang> is already the country’s, the app does not write it again (a write restyles the whole page)', () => {
    const html = document.documentElement;
    const was = html.lang;
    html.lang = 'en-US';
    const writes: MutationRecord[] = [];
    const watch = new MutationObserver((records) => writes.push(...records));
    try {
      watch.observe(html, { attributes: true, attributeFilter: ['lang'] });
      renderAt('/blog');
      writes.push(...watch.takeRecords());
      expect(writes).toEqual([]);
      expect(html.lang).toBe('en-US');
    } finally {
      watch.disconnect();
      html.lang = was;
    }
  });

  it('the address decides the country: an /in page is India, and Back returns to the United States one', async () => {
    renderAt('/in/product/mars-hub');
    expect(siteStore.getState().country).toBe('in');
    expect(option('United States')).toHaveAttribute('href', '/product/mars-hub');
    fireEvent.click(option('United States'));
    expect(siteStore.getState().country).toBe('us');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(window.location.pathname).toBe('/in/product/mars-hub');
    expect(siteStore.getState().country).toBe('in');
  });

  it('an unknown code changes nothing', () => {
    renderAt('/blog');
    siteStore.getState().setCountry('uk');
    expect(window.location.pathname).toBe('/blog');
    expect(siteStore.getState().country).toBe('us');
  });

  it('Escape closes the list and returns focus to the flag', () => {
    renderAt('/');
    const details = trigger().parentElement as HTMLDetailsElement;
    details.open = true;
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(trigger()).toHaveFocus();
  });
});
