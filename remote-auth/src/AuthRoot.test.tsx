import { siteStore, theme } from '@mars/shared';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import AuthRoot from './AuthRoot';
import { loadAuthAdapter } from './firebase/loadAuthAdapter';
import { signedOut } from './session/transitions';

jest.mock('./firebase/loadAuthAdapter', () => ({ loadAuthAdapter: jest.fn(() => new Promise(() => {})) }));

const firebase = { apiKey: 'k', authDomain: 'd', projectId: 'demo-mars-vision' };

beforeEach(() => {
  jest.mocked(loadAuthAdapter).mockClear();
  siteStore.setState({ authIntent: null, session: { ...signedOut() } });
});

test('opening sign-in shows the dialog and starts no Firebase until the visitor uses it', async () => {
  render(
    <ThemeProvider theme={theme}>
      <AuthRoot firebase={firebase} />
    </ThemeProvider>,
  );
  act(() => siteStore.getState().openAuth('signin'));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(loadAuthAdapter).not.toHaveBeenCalled();
  act(() => {
    screen.getByLabelText('Email Address*').dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
  });
  expect(loadAuthAdapter).toHaveBeenCalledTimes(1);
});
