import { siteStore, theme } from '@mars/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';

/** Renders inside the providers the host gives every page. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}

/** Puts the shared store back as a fresh page would have it. */
export function resetStore() {
  siteStore.setState({
    country: 'us',
    session: {
      user: null,
      loading: false,
      isEmailVerified: false,
      showVerificationModal: false,
      isFirstTimeSignup: false,
      pendingUserEmail: null,
      unverifiedUser: null,
    },
    authIntent: null,
    toasts: [],
  });
}
