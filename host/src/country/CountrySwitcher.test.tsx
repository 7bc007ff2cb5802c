import { siteStore } from '@mars/shared';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, resetStore } from '../test/render';
import { CountrySwitcher } from './CountrySwitcher';
import { useDocumentLanguage } from './useDocumentLanguage';

function WithLanguage() {
  useDocumentLanguage();
  return <CountrySwitcher />;
}

beforeEach(() => {
  resetStore();
  localStorage.clear();
});

describe('country switcher', () => {
  it('is named Select country, shows the current flag and lists both countries', () => {
    renderWithProviders(<WithLanguage />);
    const trigger = screen.getByRole('button', { name: 'Select country' });
    expect(trigger).toHaveAttribute('data-country', 'us');
    expect(trigger.querySelector('svg')).not.toBeNull();
    fireEvent.click(trigger);
    const options = screen.getAllByRole('menuitemradio');
    expect(options.map((o) => o.textContent)).toEqual(['United States', 'India']);
    for (const o of options) expect(o.querySelector('svg')).not.toBeNull();
    expect(options[0]).toHaveAttribute('aria-checked', 'true');
  });

  it('choosing India changes the store, the flag and <html lang>', () => {
    renderWithProviders(<WithLanguage />);
    expect(document.documentElement.lang).toBe('en-US');
    fireEvent.click(screen.getByRole('button', { name: 'Select country' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: /India/ }));
    expect(siteStore.getState().country).toBe('in');
    expect(screen.getByRole('button', { name: 'Select country' })).toHaveAttribute('data-country', 'in');
    expect(document.documentElement.lang).toBe('en-IN');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Escape closes the list and returns focus to the button', () => {
    renderWithProviders(<WithLanguage />);
    const trigger = screen.getByRole('button', { name: 'Select country' });
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
