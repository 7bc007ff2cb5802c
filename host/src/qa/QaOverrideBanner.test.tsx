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
        overrides={[{ remote: 'blog', target: '1.0.0-bbbbbbb-99999999', url: 'https://blog.cdn.example/x/mf-manifest.json' }]}
        onReset={onReset}
      />,
    );
    const banner = screen.getByRole('complementary', { name: 'QA overrides' });
    expect(banner).toHaveTextContent('QA override active: blog → 1.0.0-bbbbbbb-99999999');
    await userEvent.click(screen.getByRole('button', { name: 'Reset overrides' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
