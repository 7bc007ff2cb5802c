import styled from 'styled-components';

/** The camera setup attached to the request (AttachedSetup): a box of its own above the fields. */
export const SetupBox = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.signalOnLight};
  border-radius: 10px;
  background: ${({ theme }) => theme.color.paper};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  > legend { font-weight: 700; padding: 0 4px; }
  .intro { margin: 0; color: ${({ theme }) => theme.color.muted}; font-size: ${({ theme }) => theme.size.xs}; }
  .problem { margin: 0; color: #b91c1c; font-weight: 600; font-size: ${({ theme }) => theme.size.xs}; }
  .problem:empty { display: none; }
  fieldset { margin: 0; min-width: 0; border: 1px solid ${({ theme }) => theme.color.line}; border-radius: 8px; padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)}; display: grid; gap: ${({ theme }) => theme.space(1)}; }
  fieldset legend { font-weight: 700; font-size: ${({ theme }) => theme.size.xs}; padding: 0 4px; }
  .group { background: ${({ theme }) => theme.color.surface}; }
  .fields { display: grid; gap: ${({ theme }) => theme.space(1)}; grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr)); }
  input, select { padding: 8px 10px; width: 100%; }
  button {
    justify-self: start;
    min-height: 44px;
    padding: 8px 4px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.signalOnLight};
    font-weight: 700;
    text-decoration: underline;
    cursor: pointer;
  }
`;
