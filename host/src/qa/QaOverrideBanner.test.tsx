import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { QaOverrideBanner } from './QaOverrideBanner';

describe('QA override banner', () => {
  it('is absent for a normal visitor', () => {
    renderWithProviders(<QaOverrideBanner overrides={[]} />);
    expect(screen.queryByRole('complementary', { name: 'QA overrides' })).toBeNull();
  });

  it('names each override and resets with one click', async () => {
    const onReset = jest.fn();
    renderWithProviders(
      <QaOverrideBanner
        overrides={[
          { remote: 'blog', target: '1.0.0-bbbbbbb-99999999', url: 'https://blog.cdn.example/x/mf-manifest.json', verified: true },
          {
            remote: 'demo',
            target: 'http://localhost:3004/mf-manifest.json',
            url: 'http://localhost:3004/mf-manifest.json',
            verified: false,
          },
        ]}
        onReset={onReset}
      />,
    );
    const banner = screen.getByRole('complementary', { name: 'QA overrides' });
    expect(banner).toHaveTextContent('QA override active: blog → 1.0.0-bbbbbbb-99999999 (published release, verified)');
    expect(banner).toHaveTextContent('demo → http://localhost:3004/mf-manifest.json (not verified: its files are loaded unchecked)');
    await userEvent.click(screen.getByRole('button', { name: 'Reset overrides' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
