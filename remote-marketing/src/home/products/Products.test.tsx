import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { Products } from './Products';

describe('products', () => {
  it('shows the five cards with capacities, key features and View Details links', () => {
    renderWithProviders(<Products />);
    const cards = document.querySelectorAll('[data-product]');
    expect([...cards].map((c) => c.getAttribute('data-product'))).toEqual(['mars-node', 'mars-hub', 'mars-tower', 'owlie', 'cameras']);
    expect(screen.getByText('4 cameras')).toBeInTheDocument();
    expect(screen.getByText('10 cameras')).toBeInTheDocument();
    expect(screen.getByText('20 cameras')).toBeInTheDocument();
    expect(screen.getByText('5 cameras')).toBeInTheDocument();
    expect(screen.getAllByText('WiFi or Ethernet').length).toBeGreaterThan(0);
    const details = screen.getAllByRole('link', { name: /View Details/ });
    expect(details.map((a) => a.getAttribute('href'))).toEqual([
      '/product/mars-node',
      '/product/mars-hub',
      '/product/mars-tower',
      '/product/owlie',
      '/product/mars-node',
    ]);
    expect(within(cards[0] as HTMLElement).getByRole('list')).toHaveTextContent('Up to 4 cameras');
  });

  it('on a phone one selected card shows, chosen from the thumbnail strip (first preselected)', () => {
    renderWithProviders(<Products />);
    // (jsdom applies no media queries: the phone-only strip counts as hidden here.)
    const strip = document.querySelector('[aria-label="Choose a product"]') as HTMLElement;
    const buttons = within(strip).getAllByRole('button', { hidden: true });
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    const selected = () => [...document.querySelectorAll('[data-selected="true"]')].map((c) => c.getAttribute('data-product'));
    expect(selected()).toEqual(['mars-node']);
    fireEvent.click(within(strip).getByRole('button', { name: /Owlie/, hidden: true }));
    expect(selected()).toEqual(['owlie']);
    expect(within(strip).getByRole('button', { name: /Owlie/, hidden: true })).toHaveAttribute('aria-pressed', 'true');
  });
});
