import styled from 'styled-components';

/** Sign In / Sign Up, as a pill of two tabs. */
export const Tabs = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  padding: 4px;
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.paper};
  button {
    min-height: 40px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: none;
    font-weight: 600;
    color: ${({ theme }) => theme.color.muted};
    cursor: pointer;
  }
  button[aria-selected='true'] { background: ${({ theme }) => theme.color.surface}; color: ${({ theme }) => theme.color.ink}; box-shadow: 0 1px 3px rgba(15,23,42,.12); }
`;

/** The 'Forgot your password?' line, at the field's end. */
export const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: -8px 0 ${({ theme }) => theme.space(2)};
`;
