import { siteStore } from '@mars/shared';
import { act, screen } from '@testing-library/react';
import { About } from '../home/about/About';
import { renderWithProviders, resetCountry } from '../test/render';
import { TEXTS } from './texts';

beforeEach(resetCountry);

describe('locale texts', () => {
  it('cover hero, features, solutions, about, globalPresence and cta in both languages', () => {
    for (const t of Object.values(TEXTS)) {
      expect(Object.keys(t).sort()).toEqual(['about', 'cta', 'features', 'globalPresence', 'hero', 'solutions']);
    }
  });

  it('switch with the shared country: en-IN says it the Indian way', () => {
    renderWithProviders(<About />);
    expect(screen.getByText(/question from a building manager/)).toBeInTheDocument();
    act(() => siteStore.getState().setCountry('in'));
    expect(screen.getByText(/question from a housing society secretary/)).toBeInTheDocument();
    expect(screen.getByText(/enterprises|organisations/)).toHaveTextContent('organisations');
  });
});
