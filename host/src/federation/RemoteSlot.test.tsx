import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { RemoteSlot } from './RemoteSlot';

function Legal({ page }: { page: string }) {
  return <h1>Legal: {page}</h1>;
}

describe('remote slot', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('shows a fallback that keeps the layout when the remote fails, and recovers on retry without a reload', async () => {
    let up = false;
    const loader = jest.fn(async () => {
      if (!up) throw new Error('connection refused');
      return { default: Legal };
    });
    renderWithProviders(
      <main>
        <p>Nav stays</p>
        <RemoteSlot id="marketing/LegalPage" page="privacy-policy" loader={loader as never} />
        <p>Footer stays</p>
      </main>,
    );
    const fallback = await screen.findByText(/temporarily unavailable/);
    expect(fallback.closest('[data-remote-fallback]')).toHaveAttribute('data-remote-fallback', 'marketing');
    expect(screen.getByText('Nav stays')).toBeInTheDocument();
    expect(screen.getByText('Footer stays')).toBeInTheDocument();

    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Legal: privacy-policy' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('retries by itself with back-off while the fallback is shown', async () => {
    jest.useFakeTimers();
    let up = false;
    const loader = jest.fn(async () => {
      if (!up) throw new Error('down');
      return { default: Legal };
    });
    renderWithProviders(<RemoteSlot id="blog/BlogIndex" loader={loader as never} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText(/temporarily unavailable/)).toBeInTheDocument();
    up = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4000);
    });
    jest.useRealTimers();
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('Legal:'));
  });

  it('a quiet slot (auth) renders nothing while it is down', async () => {
    const loader = jest.fn(async () => {
      throw new Error('down');
    });
    const { container } = renderWithProviders(
      <RemoteSlot id="auth/AuthRoot" firebase={{ apiKey: 'k', authDomain: 'd', projectId: 'p' }} quiet loader={loader as never} />,
    );
    await waitFor(() => expect(loader).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
