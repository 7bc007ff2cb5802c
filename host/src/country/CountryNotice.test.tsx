import { siteStore } from '@mars/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInSiteRouter, resetStore } from '../test/render';
import { CountryNotice } from './CountryNotice';

const renderAt = (path: string) => renderInSiteRouter(<CountryNotice />, path);

beforeEach(() => {
  resetStore();
  siteStore.setState({ chosenCountry: null });
  localStorage.clear();
});
afterAll(() => window.history.replaceState(null, '', '/'));

describe("a returning visitor's country", () => {
  it('a page of another country than the one chosen offers its twin, without moving', () => {
    siteStore.setState({ chosenCountry: 'in' });
    renderAt('/blog/what-is-edge-ai?x=1');
    const notice = screen.getByRole('complementary', { name: 'Your country' });
    expect(notice).toHaveTextContent('You chose India on an earlier visit. This page is also available for India.');
    expect(window.location.pathname).toBe('/blog/what-is-edge-ai');
    const link = screen.getByRole('link', { name: 'View this page for India' });
    expect(link).toHaveAttribute('href', '/in/blog/what-is-edge-ai?x=1');
    fireEvent.click(link);
    expect(window.location.pathname).toBe('/in/blog/what-is-edge-ai');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('staying records the choice of this country; the notice goes', () => {
    siteStore.setState({ chosenCountry: 'in' });
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Stay on United States' }));
    expect(window.location.pathname).toBe('/');
    expect(localStorage.getItem('mars.country')).toBe('us');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('says nothing to a visitor who never chose, or who is in the country they chose', () => {
    renderAt('/in');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    // The choice arrives while the page is open (the store is read again): React re-renders inside act.
    act(() => siteStore.setState({ chosenCountry: 'in' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    // …and the same render path does show the notice for another country's choice (the check above can fail).
    act(() => siteStore.setState({ chosenCountry: 'us' }));
    expect(screen.getByRole('complementary', { name: 'Your country' })).toHaveTextContent('You chose United States');
  });
});
