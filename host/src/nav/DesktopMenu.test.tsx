import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { DesktopMenu } from './DesktopMenu';

/** A mouse's pointer (a finger's hover does not open a dropdown: its tap toggles it). */
const MOUSE = { pointerType: 'mouse' };

const panel = (name: string) => document.getElementById(`menu-${name}`);

describe('desktop dropdowns', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('open on hover and close 150 ms after the pointer leaves', () => {
    renderWithProviders(<DesktopMenu />);
    const products = screen.getByRole('button', { name: 'Products' });
    fireEvent.pointerEnter(products.parentElement as HTMLElement, MOUSE);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(panel('Products')).toHaveAttribute('data-open', 'true');

    fireEvent.pointerLeave(products.parentElement as HTMLElement, MOUSE);
    act(() => jest.advanceTimersByTime(149));
    expect(products).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  it('a finger (a tablet from 768 px): its tap opens the dropdown and the next tap closes it — the hover a tap brings does not undo it', () => {
    renderWithProviders(<DesktopMenu />);
    const products = screen.getByRole('button', { name: 'Products' });
    const tap = () => {
      // What a browser sends for a tap: the pointer enters (a touch), then the click.
      fireEvent.pointerEnter(products.parentElement as HTMLElement, { pointerType: 'touch' });
      fireEvent.mouseEnter(products.parentElement as HTMLElement);
      fireEvent.click(products);
    };
    tap();
    expect(products).toHaveAttribute('aria-expanded', 'true');
    tap();
    expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  it('coming back within 150 ms keeps the menu open', () => {
    renderWithProviders(<DesktopMenu />);
    const group = screen.getByRole('button', { name: 'Features' }).parentElement as HTMLElement;
    fireEvent.pointerEnter(group, MOUSE);
    fireEvent.pointerLeave(group, MOUSE);
    act(() => jest.advanceTimersByTime(100));
    fireEvent.pointerEnter(group, MOUSE);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Features' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('only one dropdown is open at a time', () => {
    renderWithProviders(<DesktopMenu />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Products' }).parentElement as HTMLElement, MOUSE);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Resources' }).parentElement as HTMLElement, MOUSE);
    expect(screen.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens from the keyboard and closes on Escape, returning focus', () => {
    renderWithProviders(<DesktopMenu />);
    const company = screen.getByRole('button', { name: 'Company' });
    company.focus();
    fireEvent.click(company);
    expect(company).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(company, { key: 'Escape' });
    expect(company).toHaveAttribute('aria-expanded', 'false');
    expect(company).toHaveFocus();
  });

  it('lists the spec items: Cameras → Mars Node, Help Center → Documentation, Careers in a new tab', () => {
    renderWithProviders(<DesktopMenu />);
    const open = (name: string) => fireEvent.pointerEnter(screen.getByRole('button', { name }).parentElement as HTMLElement, MOUSE);
    open('Products');
    expect(screen.getByRole('link', { name: 'Cameras' })).toHaveAttribute('href', '/product/mars-node');
    open('Resources');
    expect(screen.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/documentation');
    open('Company');
    const careers = screen.getByRole('link', { name: /Careers/ });
    expect(careers).toHaveAttribute('target', '_blank');
    expect(careers).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/#about');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#demo');
  });
});
