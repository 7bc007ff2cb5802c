import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { NotFound } from './NotFound';

describe('404 page', () => {
  it('says Oops! Page not found, links home and logs the bad path', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<NotFound />, { route: '/no-such-page?x=1' });
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/no-such-page'));
  });
});
